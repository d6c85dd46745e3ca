import type { OfferListItem } from '../../site/view-models/catalog.ts';
import { Icon } from '../ui/Icon.tsx';

/** Cards for the services, courses and products pages. */
export function OfferList({ items, headingLevel = 2 }: { items: OfferListItem[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.key} className="relative flex flex-col rounded-[var(--radius-card)] bg-paper p-6 shadow-soft">
          {item.icon && (
            <span className="flex size-11 items-center justify-center rounded-full bg-violet-100 text-violet-700">
              <Icon name={item.icon} />
            </span>
          )}
          {item.badge && (
            <p className="mt-4 text-xs font-semibold uppercase tracking-wider text-violet-600">{item.badge}</p>
          )}
          <Heading className="mt-2 text-xl font-semibold text-violet-900">
            <a href={item.href} className="after:absolute after:inset-0 hover:text-violet-700">
              {item.title}
            </a>
          </Heading>
          <p className="mt-2 flex-1 text-sm text-ink-soft">{item.summary}</p>
          {item.price && <p className="mt-4 font-display text-lg font-semibold">{item.price}</p>}
        </li>
      ))}
    </ul>
  );
}
