import type { BlogCardData } from '../../site/view-models/blog.ts';
import { BlogCard } from './BlogCard.tsx';

/** The blog grid: one column on phones, two from md, three from lg. */
export function BlogGrid({ posts, headingLevel = 2 }: { posts: BlogCardData[]; headingLevel?: 2 | 3 }) {
  return (
    <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3" data-blog-grid>
      {posts.map((post) => (
        <li key={post.key}>
          <BlogCard post={post} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
