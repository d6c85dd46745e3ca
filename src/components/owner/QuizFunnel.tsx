import { LOCALE_NAMES, LOCALES, type Locale } from '../../i18n/locales.ts';
import type { OwnerMessages } from '../../i18n/owner/en.ts';
import { FUNNEL_STEPS } from '../../lib/quiz/lead.ts';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '../ui/Table.tsx';

export interface QuizFunnelProps {
  /** Visitors who reached each step, per language (../../server/quiz/owner-report.ts). */
  funnel: Record<string, Record<string, number>>;
  texts: OwnerMessages['leads'];
}

/**
 * How far visitors got in the quiz, one table per language: each step's count with a bar drawn on
 * the server (its width against the language's first step), so the chart and its numbers are one.
 */
export function QuizFunnel({ funnel, texts }: QuizFunnelProps) {
  const languages = LOCALES.filter((code) => Object.values(funnel[code] ?? {}).some((count) => count > 0));
  return (
    <section aria-labelledby="funnel-heading" className="mt-8">
      <h2 id="funnel-heading" className="font-display text-2xl text-ink">
        {texts.funnelHeading}
      </h2>
      <p className="mt-1 text-ink-soft">{texts.funnelIntro}</p>
      {languages.length === 0 && <p className="mt-3 text-ink-soft">{texts.noFunnel}</p>}
      <div className="mt-3 grid gap-4 lg:grid-cols-2">
        {languages.map((code: Locale) => {
          const steps = funnel[code] ?? {};
          const top = Math.max(1, ...Object.values(steps));
          return (
            <Table key={code} containerClassName="rounded-2xl bg-paper p-3 shadow-sm">
              <TableCaption className="text-start font-semibold text-violet-900">{LOCALE_NAMES[code]}</TableCaption>
              <TableHeader className="sr-only">
                <TableRow>
                  <TableHead>{texts.step}</TableHead>
                  <TableHead align="end">{texts.people}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {FUNNEL_STEPS.map((step) => (
                  <TableRow key={step} className="border-0">
                    <TableHead scope="row" className="w-2/5 py-1 pe-2 font-normal text-ink">
                      {texts.steps[step]}
                    </TableHead>
                    <TableCell className="py-1">
                      <span className="flex items-center gap-2">
                        <span
                          aria-hidden="true"
                          className="inline-block h-3 rounded-sm bg-violet-700"
                          style={{ width: `${((steps[step] ?? 0) / top) * 70}%` }}
                        />
                        <span className="tabular-nums">{steps[step] ?? 0}</span>
                      </span>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          );
        })}
      </div>
    </section>
  );
}
