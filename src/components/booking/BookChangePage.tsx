import type { BookChangeProps } from '../../site/view-models/booking-change.ts';
import { PageShell } from '../page/PageShell.tsx';
import { FactList } from './FactList.tsx';
import { LinkList } from './LinkList.tsx';
import { RefusalNotice } from './RefusalNotice.tsx';

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
        <FactList facts={facts} valueClassName="break-words text-ink" />
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
