import type { Messages } from '../../i18n/messages/index.ts';
import { PageShell } from './PageShell.tsx';

/** The audit page's view model. */
export interface AuditPageProps {
  title: string;
  intro: string;
  labels: Messages['audit'];
  /** Placeholder values the owner must replace, and where they are. */
  samples: { file: string; field: string }[];
  /** Pages that show the English text under another language. */
  untranslated: { language: string; path: string }[];
}

const table = 'mt-4 w-full max-w-3xl text-start text-sm';
const row = 'border-b border-violet-100';
const cell = 'py-2 text-start';

/** Site audit: sample content to replace, translation status, and what every build checks. */
export function AuditPage({ title, intro, labels, samples, untranslated }: AuditPageProps) {
  return (
    <PageShell title={title} intro={intro}>
      <div className="space-y-14">
        <section aria-labelledby="audit-samples">
          <h2 id="audit-samples" className="text-2xl font-semibold text-violet-900">
            {labels.sampleHeading}
          </h2>
          <p className="mt-2 text-ink-soft">{labels.sampleIntro}</p>
          <table className={table}>
            <thead>
              <tr className={row}>
                <th scope="col" className={cell}>
                  {labels.file}
                </th>
                <th scope="col" className={cell}>
                  {labels.field}
                </th>
              </tr>
            </thead>
            <tbody>
              {samples.map((sample) => (
                <tr key={`${sample.file}:${sample.field}`} className={row}>
                  <td className="py-2 font-mono text-xs">{sample.file}</td>
                  <td className="py-2">{sample.field}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
        <section aria-labelledby="audit-translations">
          <h2 id="audit-translations" className="text-2xl font-semibold text-violet-900">
            {labels.translationHeading}
          </h2>
          <p className="mt-2 text-ink-soft">{labels.translationIntro}</p>
          {untranslated.length === 0 ? (
            <p className="mt-4">{labels.allTranslated}</p>
          ) : (
            <table className={table}>
              <thead>
                <tr className={row}>
                  <th scope="col" className={cell}>
                    {labels.language}
                  </th>
                  <th scope="col" className={cell}>
                    {labels.page}
                  </th>
                </tr>
              </thead>
              <tbody>
                {untranslated.map((page) => (
                  <tr key={page.path} className={row}>
                    <td className="py-2">{page.language}</td>
                    <td className="py-2">
                      <a href={page.path} className="text-violet-700 hover:underline">
                        {page.path}
                      </a>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
        <section aria-labelledby="audit-checks">
          <h2 id="audit-checks" className="text-2xl font-semibold text-violet-900">
            {labels.checksHeading}
          </h2>
          <p className="mt-2 max-w-3xl text-ink-soft">{labels.checks}</p>
        </section>
      </div>
    </PageShell>
  );
}
