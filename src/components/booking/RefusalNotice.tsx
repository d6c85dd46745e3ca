import type { PageLink } from '../../site/view-models/shared.ts';

interface RefusalNoticeProps {
  message: string;
  nearestHeading: string;
  /** The nearest free times, each a link to choose it; none when the time was not the reason. */
  nearest: PageLink[];
}

/** A refused post's reason, announced, with the nearest free times to choose instead. */
export function RefusalNotice({ message, nearestHeading, nearest }: RefusalNoticeProps) {
  return (
    <section role="alert" className="mt-6 rounded-[var(--radius-card)] bg-gold-100 p-4 text-ink">
      <p className="font-semibold">{message}</p>
      {nearest.length > 0 && (
        <>
          <h2 className="mt-3 font-semibold text-violet-900">{nearestHeading}</h2>
          <ul className="mt-2 space-y-1">
            {nearest.map((time) => (
              <li key={time.href}>
                <a href={time.href} className="text-violet-700 underline underline-offset-4">
                  {time.label}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
