/**
 * The /audit page's view model (rendered per request): the last build's site-health report
 * (dist/server/site-health.json, which the server hands over) in the reader's language. Pure.
 */

import { HTML_LANG, type Locale } from '../../i18n/locales.ts';
import { format, getMessages, plural } from '../../i18n/messages/index.ts';
import { numberFormat } from '../../lib/intl.ts';
import { overallState, type SiteHealthReport } from '../../lib/site-health.ts';
import { countText, describeCheck, describeFinding, detectorText, reportDate } from '../../lib/site-health-text.ts';
import type { AuditPageProps } from '../view-models/pages.ts';

const capitalized = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

export function auditView(locale: Locale, report: SiteHealthReport | null): AuditPageProps {
  const messages = getMessages(locale);
  const t = messages.audit;
  const title = messages.pageNames.audit;
  const intro = messages.pages.audit.description;
  if (!report) return { title, intro, report: { noReport: t.noReport } };
  const number = numberFormat(HTML_LANG[locale]);
  const languageNames = new Intl.DisplayNames([HTML_LANG[locale]], { type: 'language' });
  const state = overallState(report.items);
  return {
    title,
    intro,
    report: {
      builtAt: format(t.builtAt, { date: reportDate(locale, report.builtAt) }),
      comparedWith: report.previousBuiltAt
        ? format(t.comparedWith, { date: reportDate(locale, report.previousBuiltAt) })
        : undefined,
      overall: { state, text: t.overall[state] },
      languages: {
        heading: t.languagesHeading,
        columns: { language: t.language, pages: t.pages, translated: t.translated },
        rows: report.languages.map((language) => ({
          name: capitalized(languageNames.of(HTML_LANG[language.locale]) ?? language.locale),
          pages: number.format(language.pages),
          translated: number.format(language.translated),
        })),
      },
      checksHeading: t.checksHeading,
      checks: report.items.map((item) => ({
        id: item.id,
        ...describeCheck(locale, item.id),
        state: item.state,
        stateLabel: t.states[item.state],
        count: countText(locale, item),
        findings: item.findings.map((finding) => describeFinding(locale, finding)),
        more: item.count > item.findings.length ? plural(locale, t.more, item.count - item.findings.length) : undefined,
      })),
      detector: detectorText(locale, report),
    },
  };
}
