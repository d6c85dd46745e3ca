/** View models of the privacy request page (LGPD art. 18): the form, the link's button, the data, the confirmation. */
import type { Messages } from '../../i18n/messages/index.ts';
import type { PageLink } from './shared.ts';

/** The first step's form, an island over a plain HTML form. */
export interface PrivacyRequestFormProps {
  locale: string;
  /** The endpoint, also the plain form's action. */
  action: string;
  labels: Pick<Messages['privacyRequest'], 'emailLabel' | 'submit' | 'sending' | 'sentTitle' | 'sent'> & {
    invalidEmail: string;
    connection: string;
  };
}

/** What the page shows besides its title: one step of the request. */
export type PrivacyRequestStep =
  /** The form (the island, given to the page as its children). */
  | { kind: 'form' }
  /** A link from the mail: its button posts the token back, once. */
  | { kind: 'link'; action: string; token: string; intro: string; button: string }
  /** An open session: what is held, the downloads, the way to deletion. */
  | {
      kind: 'data';
      heading: string;
      intro: string;
      held: string[];
      download: { heading: string; links: PageLink[] };
      deletion: { heading: string; intro: string; link: PageLink };
    }
  /** The confirmation step of a deletion. */
  | { kind: 'confirm'; heading: string; text: string; action: string; button: string; cancel: PageLink };

export interface PrivacyRequestPageProps {
  title: string;
  /** What the page is for; shown with the form (the other steps have their own words). */
  intro?: string;
  /** A finished step's result, or what went wrong, at the top (its id is the redirects' fragment). */
  notice: { id: string; text: string; tone: 'done' | 'problem' } | null;
  step: PrivacyRequestStep;
  policy: PageLink;
}
