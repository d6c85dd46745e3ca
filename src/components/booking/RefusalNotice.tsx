import type { RefusalProps } from '../../site/view-models/booking.ts';

/** A refused post's reason, announced, with the nearest free times to choose instead. */
export function RefusalNotice({ message, nearestHeading, nearest }: RefusalProps) {
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
