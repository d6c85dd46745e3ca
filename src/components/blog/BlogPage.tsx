import type { BlogPageProps } from '../../site/view-models/blog.ts';
import { PageShell } from '../page/PageShell.tsx';
import { QuizInvite } from '../quiz/QuizInvite.tsx';
import { BlogGrid } from './BlogGrid.tsx';

/** The blog: every post in a grid of one to three columns. */
export function BlogPage({ title, intro, posts, quiz }: BlogPageProps) {
  return (
    <PageShell title={title} intro={intro}>
      <BlogGrid posts={posts} />
      <div className="mt-16">
        <QuizInvite {...quiz} />
      </div>
    </PageShell>
  );
}
