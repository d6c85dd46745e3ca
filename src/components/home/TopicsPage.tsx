import type { TopicsPageProps } from '../../site/view-models/home.ts';
import { BlogGrid } from '../blog/BlogGrid.tsx';
import { PageShell } from '../page/PageShell.tsx';
import { TopicsGrid } from './TopicsGrid.tsx';

/** All topics: the home page's eight topics, then every blog category with its articles. */
export function TopicsPage({ title, intro, hub, topicsMessages, topics, categories }: TopicsPageProps) {
  return (
    <>
      <PageShell title={title} intro={intro}>
        <p className="-mt-4">
          <a href={hub.href} className="font-semibold text-violet-700 underline underline-offset-4">
            {hub.label} →
          </a>
        </p>
      </PageShell>
      <TopicsGrid messages={topicsMessages} topics={topics} />
      <div className="container-page space-y-14 py-16">
        {categories.map((category) => (
          <section
            key={category.key}
            aria-labelledby={`category-${category.key}-title`}
            id={`category-${category.key}`}
          >
            <h2 id={`category-${category.key}-title`} className="text-2xl font-semibold text-violet-900">
              {category.label} <span className="font-body text-base font-normal text-ink-soft">· {category.count}</span>
            </h2>
            <div className="mt-6">
              <BlogGrid posts={category.posts} headingLevel={3} />
            </div>
          </section>
        ))}
      </div>
    </>
  );
}
