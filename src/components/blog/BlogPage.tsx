import { PageShell } from '../page/PageShell.tsx';
import type { BlogCardData } from './BlogCard.tsx';
import { BlogGrid } from './BlogGrid.tsx';

/** The blog index's view model. */
export interface BlogPageProps {
  title: string;
  intro: string;
  /** Every post of the language, newest first. */
  posts: BlogCardData[];
}

/** The blog: every post in a grid of one to three columns. */
export function BlogPage({ title, intro, posts }: BlogPageProps) {
  return (
    <PageShell title={title} intro={intro}>
      <BlogGrid posts={posts} />
    </PageShell>
  );
}
