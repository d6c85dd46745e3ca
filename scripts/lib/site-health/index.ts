/**
 * The site-health report of a build (postbuild.ts writes it; `npm run audit` prints it; /audit
 * shows it). Every check reads the build output or the content files; the state rules are here,
 * in one place: red fails `npm run audit` (and so `npm test`), amber asks for a look.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { samplesInPlace } from '../../../src/config/site.ts';
import { LOCALES } from '../../../src/i18n/locales.ts';
import {
  type HealthCheckId,
  type HealthFinding,
  type HealthItem,
  type HealthState,
  MAX_FINDINGS,
  type SiteHealthReport,
} from '../../../src/lib/site-health.ts';
import { readBuiltSite } from './built-site.ts';
import { checkLanguage } from './language-check.ts';
import {
  checkDepth,
  checkHeadings,
  checkHeadText,
  checkHreflang,
  checkLinks,
  checkStructuredData,
} from './page-checks.ts';
import { checkTranslations, readContent } from './translations.ts';
import { farOverBudget, measurePages, weightFindings } from './weight-check.ts';

export interface SiteHealthOptions {
  /** The build (dist/). */
  dist: string;
  /** src/content. */
  contentDir: string;
  /** The site's public address, as the build wrote it into canonical and hreflang links. */
  siteUrl: string;
  /** Whether the build includes the content test fixtures (VIBRA_CONTENT_FIXTURES=1). */
  fixtures: boolean;
  now?: Date;
}

const redIfAny = (findings: readonly HealthFinding[]): HealthState => (findings.length > 0 ? 'red' : 'green');
const amberIfAny = (findings: readonly HealthFinding[]): HealthState => (findings.length > 0 ? 'amber' : 'green');

/** Missing or duplicated head text is red; a length outside the guideline is amber. */
const headTextState = (findings: readonly HealthFinding[]): HealthState =>
  findings.some((finding) => finding.kind === 'missing' || finding.kind === 'duplicate') ? 'red' : amberIfAny(findings);

const budgetState = (findings: readonly HealthFinding[]): HealthState =>
  farOverBudget(findings) ? 'red' : amberIfAny(findings);

/** A check's item: its findings (the first MAX_FINDINGS kept) and the state its rule gives them. */
function item(
  id: HealthCheckId,
  findings: HealthFinding[],
  rule: (findings: readonly HealthFinding[]) => HealthState,
): HealthItem {
  return { id, state: rule(findings), count: findings.length, findings: findings.slice(0, MAX_FINDINGS) };
}

/** Runs every check over a build and its content. */
export function buildSiteHealth({ dist, contentDir, siteUrl, fixtures, now = new Date() }: SiteHealthOptions) {
  const site = readBuiltSite(dist);
  const content = readContent(contentDir, { fixtures });
  const translations = checkTranslations(content);
  const language = checkLanguage(site.pages);
  const weights = measurePages(site, (path) => readFileSync(join(site.client, path), 'utf8'));
  const completeness = [...translations.missing, ...translations.awaiting];
  const samples: HealthFinding[] = [
    ...samplesInPlace().map((key) => ({ kind: 'sample' as const, value: key })),
    ...(content.some((entry) => entry.entry === 'testimonials' && entry.data.sample === true)
      ? [{ kind: 'sample' as const, value: 'testimonials' }]
      : []),
  ];

  const report: SiteHealthReport = {
    builtAt: now.toISOString(),
    pagesChecked: site.pages.length,
    languages: LOCALES.map((locale) => {
      const pages = site.manifest.pages.filter((page) => page.locale === locale && page.indexable);
      return { locale, pages: pages.length, translated: pages.filter((page) => page.translated).length };
    }),
    detector: { judged: language.judged, agreed: language.agreed, notJudged: language.notJudged },
    items: [
      item('completeness', completeness, () =>
        translations.missing.length > 0 ? 'red' : amberIfAny(translations.awaiting),
      ),
      item('language', language.findings, redIfAny),
      item('links', checkLinks(site), redIfAny),
      item('hreflang', checkHreflang(site, siteUrl), redIfAny),
      item('titles', checkHeadText(site, 'title'), headTextState),
      item('descriptions', checkHeadText(site, 'description'), headTextState),
      item('headings', checkHeadings(site), redIfAny),
      item('structuredData', checkStructuredData(site), redIfAny),
      item('depth', checkDepth(site.pages), redIfAny),
      item('translationLength', translations.length, redIfAny),
      item('staleTranslations', translations.stale, amberIfAny),
      item('pageWeight', weightFindings(weights, 'totalBytes'), budgetState),
      item('javascript', weightFindings(weights, 'scriptBytes'), budgetState),
      item('samples', samples, amberIfAny),
    ],
  };
  return report;
}

/**
 * Where a build leaves a copy of its report for the next one to compare with (dist/ is emptied
 * by each build; a tool cache outlives it).
 */
export const PREVIOUS_HEALTH_FILE = resolve('node_modules/.cache/vibra/site-health.json');

/** The previous build's report, if this machine kept one. */
export function readPreviousReport(file: string): SiteHealthReport | null {
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as SiteHealthReport;
  } catch {
    return null;
  }
}
