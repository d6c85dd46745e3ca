import type { Messages } from '../../i18n/messages/index.ts';
import type { CategoryKey } from '../../lib/blog-categories.ts';
import type { BlogCardData } from '../blog/BlogCard.tsx';
import { BlogGrid } from '../blog/BlogGrid.tsx';
import { PageShell } from '../page/PageShell.tsx';
import { TopicsGrid } from './TopicsGrid.tsx';

/** The topics page's view model. */
export interface TopicsPageProps {
  title: string;
  intro: string;
  /** The link to the spiritual guidance hub. */
  hub: { label: string; href: string };
  topicsMessages: Messages['topics'];
  topics: { key: keyof Messages['topics']['items']; hue: string; href: string }[];
  /** Every category that has articles, with its translated name and article count. */
  categories: { key: CategoryKey; label: string; count: string; posts: BlogCardData[] }[];
}

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
