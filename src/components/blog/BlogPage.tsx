import { PageShell } from '../page/PageShell.tsx';
import { QuizInvite, type QuizInviteProps } from '../quiz/QuizInvite.tsx';
import type { BlogCardData } from './BlogCard.tsx';
import { BlogGrid } from './BlogGrid.tsx';

/** The blog index's view model. */
export interface BlogPageProps {
  title: string;
  intro: string;
  /** Every post of the language, newest first. */
  posts: BlogCardData[];
  quiz: QuizInviteProps;
}

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
