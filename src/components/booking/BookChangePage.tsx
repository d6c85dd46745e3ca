import type { BookChangeProps } from '../../site/view-models/booking-change.ts';
import type { PageLink } from '../../site/view-models/shared.ts';
import { PageShell } from '../page/PageShell.tsx';
import { RefusalNotice } from './RefusalNotice.tsx';

/** Links side by side, wrapping on a narrow screen. */
function LinkList({ links, className }: { links: PageLink[]; className: string }) {
  if (links.length === 0) return null;
  return (
    <ul className={`${className} flex flex-wrap gap-x-6 gap-y-2`}>
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href} className="font-semibold text-violet-700 underline underline-offset-4">
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * Moving or cancelling a booking, one plain form a page: the session's facts, the question and the
 * button; or, when the link opens nothing, why and where to go instead (the owner's contact).
 */
export function BookChangePage({ title, intro, facts, notice, refusal, until, form, links }: BookChangeProps) {
  if (notice) {
    return (
      <PageShell title={title}>
        <div role="alert" className="max-w-2xl rounded-[var(--radius-card)] bg-gold-100 p-4 text-ink">
          <p>{notice.message}</p>
          <LinkList links={notice.links} className="mt-3" />
        </div>
      </PageShell>
    );
  }
  return (
    <PageShell title={title} intro={intro}>
      <div className="max-w-2xl">
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]">
          {facts.map((fact) => (
            <div key={fact.label} className="contents">
              <dt className="font-semibold text-violet-900">{fact.label}</dt>
              <dd className="break-words text-ink">{fact.value}</dd>
            </div>
          ))}
        </dl>
        {refusal && <RefusalNotice {...refusal} />}
        {form && (
          <form method="post" action={form.action} className="mt-8">
            {Object.entries(form.hidden).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <p className="text-lg text-ink">{form.question}</p>
            <button
              type="submit"
              className="mt-4 rounded-full bg-violet-900 px-6 py-3 font-semibold text-paper hover:bg-violet-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700"
            >
              {form.submit}
            </button>
          </form>
        )}
        {until && <p className="mt-6 text-sm text-ink-soft">{until}</p>}
        <LinkList links={links} className="mt-8" />
      </div>
    </PageShell>
  );
}
