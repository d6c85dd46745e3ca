/**
 * The site-health report in words, in any of the site's languages: /audit renders these pieces
 * and `npm run audit` prints them in English, so the two never say different things.
 */
import { HTML_LANG, type Locale } from '../i18n/locales.ts';
import { format, getMessages, plural } from '../i18n/messages/index.ts';
import { OWNER_FACT_NAMES } from '../i18n/messages/owner-facts.ts';
import { dateTimeFormat, numberFormat } from './intl.ts';
import {
  DESCRIPTION_LENGTH,
  type HealthCheckId,
  type HealthFinding,
  type HealthItem,
  overallState,
  PAGE_BUDGET_BYTES,
  SCRIPT_BUDGET_BYTES,
  type SiteHealthReport,
  TITLE_LENGTH,
} from './site-health.ts';

/** A finding in words: where (a page to link to, or a named piece of content) and what. */
export interface FindingText {
  /** The page's path, to link to. */
  page?: string;
  /** A piece of content that is not one page: "Quiz", "Article · tarot-meaning". */
  entry?: string;
  what: string;
  /** The text concerned, in its own language. */
  quote?: { text: string; lang: string };
}

const languageName = (locale: Locale, of: string) =>
  new Intl.DisplayNames([HTML_LANG[locale]], { type: 'language' }).of(of) ?? of;

/** `61,440` bytes → `60 KB` in the reader's number format. */
export const kilobytes = (locale: Locale, bytes: number) =>
  `${numberFormat(HTML_LANG[locale], { maximumFractionDigits: 1 }).format(bytes / 1024)} KB`;

/** How a finding's value reads: sizes in KB, numbers in the reader's format, sample keys by name. */
function valueText(locale: Locale, finding: HealthFinding, value: string | number | undefined): string {
  if (value === undefined) return '';
  if (finding.kind === 'overBudget') return kilobytes(locale, Number(value));
  if (finding.kind === 'sample') {
    const messages = getMessages(locale);
    if (value === 'testimonials') return messages.audit.sampleTestimonials;
    return (OWNER_FACT_NAMES[locale] as Record<string, string>)[String(value)] ?? String(value);
  }
  return typeof value === 'number' ? numberFormat(HTML_LANG[locale]).format(value) : value;
}

/** `posts/tarot-meaning` → "Article · tarot-meaning"; `quiz` → "Quiz". */
function entryName(locale: Locale, entry: string): string {
  const [collection = entry, name] = entry.split('/');
  const label = (getMessages(locale).audit.collections as Record<string, string>)[collection] ?? collection;
  return name ? `${label} · ${name}` : label;
}

export function describeFinding(locale: Locale, finding: HealthFinding): FindingText {
  const messages = getMessages(locale).audit;
  if (finding.kind === 'sample') {
    const name = valueText(locale, finding, finding.value);
    return { what: name.charAt(0).toLocaleUpperCase(HTML_LANG[locale]) + name.slice(1) };
  }
  const what = format(messages.findings[finding.kind], {
    value: valueText(locale, finding, finding.value),
    limit: valueText(locale, finding, finding.limit),
    language: finding.locale ? languageName(locale, finding.locale) : '',
  });
  return {
    page: finding.page,
    entry: finding.entry ? entryName(locale, finding.entry) : undefined,
    what,
    quote: finding.quote ? { text: finding.quote, lang: finding.quoteLang ?? 'en' } : undefined,
  };
}

/** A check's name and what it verifies, with its limits filled in. */
export function describeCheck(locale: Locale, id: HealthCheckId): { name: string; explain: string } {
  const { name, explain } = getMessages(locale).audit.checks[id];
  const limits = id === 'titles' ? TITLE_LENGTH : id === 'descriptions' ? DESCRIPTION_LENGTH : { min: 0, max: 0 };
  const budget = id === 'javascript' ? SCRIPT_BUDGET_BYTES : PAGE_BUDGET_BYTES;
  return { name, explain: format(explain, { ...limits, budget: kilobytes(locale, budget) }) };
}

/** "Report of the build of 23 November 2026, 09:00." */
export function reportDate(locale: Locale, iso: string): string {
  return dateTimeFormat(HTML_LANG[locale], { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(
    new Date(iso),
  );
}

/** The count line of an item: "3 found · previous build: 5". */
export function countText(locale: Locale, item: HealthItem): string {
  const messages = getMessages(locale).audit;
  const found = plural(locale, messages.found, item.count);
  return item.previous === undefined
    ? found
    : `${found} · ${format(messages.previous, { count: numberFormat(HTML_LANG[locale]).format(item.previous) })}`;
}

/** What the language detector read, in the reader's number format. */
export function detectorText(locale: Locale, report: SiteHealthReport): string {
  const number = numberFormat(HTML_LANG[locale]);
  const { judged, agreed, notJudged } = report.detector;
  return format(getMessages(locale).audit.detector, {
    judged: number.format(judged),
    agreed: number.format(agreed),
    notJudged: number.format(notJudged),
  });
}

const MARK = { green: '✓', amber: '!', red: '✗' } as const;

/** The whole report as plain text (what `npm run audit` prints). */
export function reportText(report: SiteHealthReport, locale: Locale = 'en'): string {
  const messages = getMessages(locale).audit;
  const state = overallState(report.items);
  const lines = [
    format(messages.builtAt, { date: reportDate(locale, report.builtAt) }),
    ...(report.previousBuiltAt
      ? [format(messages.comparedWith, { date: reportDate(locale, report.previousBuiltAt) })]
      : []),
    `${MARK[state]} ${messages.overall[state]}`,
    '',
    `${messages.languagesHeading}: ${report.languages
      .map((language) => `${language.locale} ${language.translated}/${language.pages}`)
      .join(', ')}`,
    '',
  ];
  for (const item of report.items) {
    const check = describeCheck(locale, item.id);
    lines.push(`${MARK[item.state]} ${check.name} (${messages.states[item.state]}): ${countText(locale, item)}`);
    for (const finding of item.findings) {
      const text = describeFinding(locale, finding);
      const where = text.page ?? text.entry;
      lines.push(`    ${where ? `${where}: ` : ''}${text.what}${text.quote ? ` “${text.quote.text}”` : ''}`);
    }
    if (item.count > item.findings.length)
      lines.push(`    ${plural(locale, messages.more, item.count - item.findings.length)}`);
  }
  lines.push('', detectorText(locale, report));
  return lines.join('\n');
}
