import type { SitemapLink, SitemapPageProps } from '../../site/view-models/pages.ts';
import { PageShell } from './PageShell.tsx';

const linkClass = 'text-violet-700 hover:underline';

function LinkList({ links, className }: { links: SitemapLink[]; className: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href} className={linkClass} title={link.title} lang={link.lang}>
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** Three columns: main pages (with services and offers), blog posts, legal and support (with the categories). */
export function SitemapPage({ labels, intro, ...links }: SitemapPageProps) {
  return (
    <PageShell title={labels.heading} intro={intro}>
      <div className="grid gap-10 md:grid-cols-3">
        <section aria-labelledby="sitemap-main">
          <h2 id="sitemap-main" className="text-xl font-semibold text-violet-900">
            {labels.mainPages}
          </h2>
          <LinkList links={links.main} className="mt-4 space-y-2" />
          <h3 className="mt-6 font-semibold text-violet-900">{labels.services}</h3>
          <LinkList links={links.services} className="mt-2 space-y-2" />
          <h3 className="mt-6 font-semibold text-violet-900">{labels.offers}</h3>
          <LinkList links={links.offers} className="mt-2 space-y-2" />
        </section>
        <section aria-labelledby="sitemap-posts">
          <h2 id="sitemap-posts" className="text-xl font-semibold text-violet-900">
            {labels.posts}
          </h2>
          <LinkList links={links.posts} className="mt-4 space-y-2" />
        </section>
        <section aria-labelledby="sitemap-support">
          <h2 id="sitemap-support" className="text-xl font-semibold text-violet-900">
            {labels.support}
          </h2>
          <LinkList links={links.support} className="mt-4 space-y-2" />
          <p className="mt-6">
            <a href="/sitemap.xml" className={linkClass}>
              {labels.xml}
            </a>
          </p>
          <h3 className="mt-6 font-semibold text-violet-900">{labels.categories}</h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {links.categories.map((category) => (
              <li key={category.href}>
                <a
                  href={category.href}
                  className="inline-block rounded-full bg-violet-100 px-3 py-1 text-sm text-violet-700"
                >
                  {category.label}
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </PageShell>
  );
}
