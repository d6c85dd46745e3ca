/**
 * The site-health report: what the build found wrong or worth a look, check by check. The
 * postbuild step writes it (scripts/lib/site-health/), `npm run audit` prints it and fails on a
 * red check, and /audit shows it in the reader's language. Findings carry a kind and values, not
 * sentences, so each reader gets them translated.
 */
import type { Locale } from '../i18n/locales.ts';

/** Green: nothing to do. Amber: worth a look, does not fail the build. Red: fails `npm run audit`. */
export type HealthState = 'green' | 'amber' | 'red';

/** The checks, in the order the report lists them. */
export const HEALTH_CHECKS = [
  'completeness',
  'language',
  'links',
  'hreflang',
  'titles',
  'descriptions',
  'headings',
  'structuredData',
  'depth',
  'translationLength',
  'staleTranslations',
  'pageWeight',
  'javascript',
  'samples',
] as const;

export type HealthCheckId = (typeof HEALTH_CHECKS)[number];

/** What one finding is about; /audit words each kind in four languages. */
export type FindingKind =
  | 'missingTranslation'
  | 'awaitingTranslation'
  | 'wrongLanguage'
  | 'brokenLink'
  | 'missingAnchor'
  | 'notReciprocal'
  | 'missing'
  | 'duplicate'
  | 'tooLong'
  | 'tooShort'
  | 'headingCount'
  | 'unparsable'
  | 'missingField'
  | 'fewWords'
  | 'lengthRatio'
  | 'sourceChanged'
  | 'overBudget'
  | 'sample';

/** One thing found: where (a page of the site or a named piece of content) and what. */
export interface HealthFinding {
  kind: FindingKind;
  /** The page's path on the site, when the finding belongs to a page. */
  page?: string;
  /** A piece of content that is not one page (a FAQ set, the quiz …), as `collection/name`. */
  entry?: string;
  /** The language the finding concerns, when it is not the page's own. */
  locale?: Locale;
  /** The finding's value: a link target, a length, a field name, a measured size … */
  value?: string | number;
  /** A limit the value is compared with (a budget, a minimum). */
  limit?: number;
  /** A short quotation of the text concerned, in `quoteLang`. */
  quote?: string;
  quoteLang?: string;
}

/** One check's result. */
export interface HealthItem {
  id: HealthCheckId;
  state: HealthState;
  /** How many findings (or, for samples, values still to replace). */
  count: number;
  /** The same count in the previous build, when one is known. */
  previous?: number;
  /** The findings, the first MAX_FINDINGS of them. */
  findings: HealthFinding[];
}

/** Pages per language and how many of them are translated. */
export interface LanguageSummary {
  locale: Locale;
  pages: number;
  translated: number;
}

export interface SiteHealthReport {
  /** When the build ran (ISO 8601). */
  builtAt: string;
  /** When the build compared with ran, if one was known. */
  previousBuiltAt?: string;
  languages: LanguageSummary[];
  /** How many pages of the build were read. */
  pagesChecked: number;
  /** The language detector's agreement with the pages' declared languages, in blocks of text. */
  detector: { judged: number; agreed: number; notJudged: number };
  items: HealthItem[];
}

/** Search engines show about 60 characters of a title and 50–160 of a description. */
export const TITLE_LENGTH = { min: 10, max: 60 };
export const DESCRIPTION_LENGTH = { min: 50, max: 160 };

/**
 * Budgets, in compressed bytes sent: a page's first view should load in about two seconds on a
 * slow 4G phone, fonts and the islands' code included. Before interaction a page runs its own few
 * KB of plain script and, once the browser is idle, Preact with React's API (about 10 KB) and the
 * islands in view, so that they answer the first tap (docs/decisions.md, "Islands on Preact").
 * Over budget is amber; RED_FACTOR times over is red.
 */
export const PAGE_BUDGET_BYTES = 180 * 1024;
export const SCRIPT_BUDGET_BYTES = 80 * 1024;
export const RED_FACTOR = 1.5;

/** Findings kept per check: enough to act on, small enough for a page. */
export const MAX_FINDINGS = 50;

/** The worst state among the items (the report's own state). */
export function overallState(items: readonly Pick<HealthItem, 'state'>[]): HealthState {
  if (items.some((item) => item.state === 'red')) return 'red';
  return items.some((item) => item.state === 'amber') ? 'amber' : 'green';
}

/** The report with each item's count in `previous` (by check id), when a previous report is known. */
export function withPrevious(report: SiteHealthReport, previous: SiteHealthReport | null): SiteHealthReport {
  if (!previous) return report;
  const before = new Map(previous.items.map((item) => [item.id, item.count]));
  return {
    ...report,
    previousBuiltAt: previous.builtAt,
    items: report.items.map((item) => {
      const count = before.get(item.id);
      return count === undefined ? item : { ...item, previous: count };
    }),
  };
}

/** The report file, next to the server bundle (dist/server/). */
export const SITE_HEALTH_FILE = 'site-health.json';
