/** The booking pages' props (src/site/views/booking.ts builds them, src/components/booking renders them). */
import type { PageLink } from './shared.ts';

/** A session to choose, on the first step. */
export interface BookableCard {
  title: string;
  summary: string;
  /** "60 minutes · R$ 220 (outside Brazil: US$ 50) · Online, by video call · In person in Florianópolis · In Portuguese, English". */
  facts: string[];
  choose: PageLink;
}

export interface BookServicesProps {
  title: string;
  intro: string;
  sessions: BookableCard[];
  whatsapp?: PageLink;
}

/** The time step: days with their free times as links to the details step. */
export interface BookTimeProps {
  title: string;
  session: string;
  notice?: string;
  shownIn: string;
  ownerTime?: string;
  zone: {
    label: string;
    button: string;
    name: string;
    options: { value: string; label: string; selected: boolean }[];
    hidden: Record<string, string>;
  };
  days: { heading: string; times: PageLink[] }[];
  empty?: string;
  earlier?: PageLink;
  later: PageLink;
  back: PageLink;
}

/** One field of the details form, with what the visitor typed when a post was refused. */
export interface BookingField {
  name: 'name' | 'email' | 'phone' | 'note';
  label: string;
  hint?: string;
  value: string;
}

/** A refused post: why, and the nearest free times to choose instead. */
export interface RefusalProps {
  message: string;
  nearestHeading: string;
  /** The nearest free times, each a link to choose it; none when the time was not the reason. */
  nearest: PageLink[];
}

export interface BookDetailsProps {
  title: string;
  chosen: string;
  inOwnerTime?: string;
  otherTime: PageLink;
  refusal?: RefusalProps;
  form: {
    action: string;
    /** Online or in person, when the session is held both ways. */
    modes?: { legend: string; options: { value: string; label: string; checked: boolean }[] };
    hidden: Record<string, string>;
    fields: BookingField[];
    consent: { label: string; checked: boolean; privacy: PageLink };
    submit: string;
  };
}

export interface BookedProps {
  title: string;
  /** An invalid link or a database that did not answer: the message alone. */
  notice?: string;
  facts: { label: string; value: string }[];
  mailSent?: string;
  payment?: {
    heading: string;
    text: string;
    awaiting: string;
    codeLabel: string;
    code?: string;
    qrSvg?: string;
    qrAlt: string;
  };
  abroad?: string;
  /** The links to move or cancel the session, and until when, while the visitor may. */
  change?: { text: string; links: PageLink[] };
}
