import type { PageLink } from '../../site/view-models/shared.ts';

/** Links side by side, wrapping on a narrow screen; nothing when there are none. */
export function LinkList({ links, className }: { links: PageLink[]; className: string }) {
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
