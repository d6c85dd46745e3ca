/** View models of the site's single pages: about, contact, the legal documents, the sitemap, the audit. */
import type { Messages } from '../../i18n/messages/index.ts';
import type { HealthState } from '../../lib/site-health.ts';
import type { FindingText } from '../../lib/site-health-text.ts';
import type { Translation } from '../translation.ts';
import type { InvitationProps } from './shared.ts';

/** The about page's content (from `src/content/pages/<lang>/about.md`), already translated. */
export interface AboutContent {
  hero: { title: string; subtitle: string };
  profile: string[];
  expertise: { key: string; title: string; text: string }[];
  philosophy: string[];
}

/** The about page's view model. */
export interface AboutPageProps {
  content: AboutContent;
  labels: { expertiseHeading: string; philosophyHeading: string; profileHeading: string; cta: string };
  avatarLabel: string;
  contactHref: string;
  translation: Translation;
  quiz: InvitationProps;
}

/** The contact page's view model. */
export interface ContactPageProps {
  title: string;
  intro: string;
  email: { heading: string; text: string; address: string; href: string; button: string };
  booking: InvitationProps;
}

/** A legal page's view model. */
export interface LegalPageProps {
  title: string;
  /** "Last updated …", with the document's own revision date (not "today"). */
  lastUpdated: string;
  dateTime: string;
  translation: Translation;
}

/** A link of the sitemap. */
export interface SitemapLink {
  href: string;
  label: string;
  /** The full title when the label is cut. */
  title?: string;
  lang?: 'en';
}

/** The human sitemap's view model. */
export interface SitemapPageProps {
  labels: Messages['sitemap'] & { services: string; offers: string };
  intro: string;
  main: SitemapLink[];
  support: SitemapLink[];
  services: SitemapLink[];
  offers: SitemapLink[];
  posts: SitemapLink[];
  categories: SitemapLink[];
}

/** One check of the audit page as it shows it. */
export interface AuditCheck {
  id: string;
  name: string;
  explain: string;
  state: HealthState;
  stateLabel: string;
  /** "3 found · previous build: 5". */
  count: string;
  findings: FindingText[];
  /** "and 12 more", when the report kept only the first findings. */
  more?: string;
}

/** The audit page's view model: the last build's site-health report in the reader's language. */
export interface AuditPageProps {
  title: string;
  intro: string;
  report:
    | {
        builtAt: string;
        comparedWith?: string;
        overall: { state: HealthState; text: string };
        languages: {
          heading: string;
          columns: { language: string; pages: string; translated: string };
          rows: { name: string; pages: string; translated: string }[];
        };
        checksHeading: string;
        checks: AuditCheck[];
        detector: string;
      }
    | { noReport: string };
}
