import type { TocHeading } from '../../site/view-models/blog.ts';

/** "On this page": links to the article's h2 and h3 sections. */
export function TableOfContents({ headings, label }: { headings: TocHeading[]; label: string }) {
  const shown = headings.filter((heading) => heading.depth === 2 || heading.depth === 3);
  if (shown.length < 2) return null;
  return (
    <nav aria-labelledby="toc-title" className="rounded-[var(--radius-card)] bg-paper p-5 text-sm shadow-soft">
      <h2 id="toc-title" className="font-body text-xs font-semibold uppercase tracking-wider text-violet-600">
        {label}
      </h2>
      <ol className="mt-3 space-y-2">
        {shown.map((heading) => (
          <li key={heading.slug} className={heading.depth === 3 ? 'ps-4' : undefined}>
            <a href={`#${heading.slug}`} className="text-ink-soft hover:text-violet-700">
              {heading.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
