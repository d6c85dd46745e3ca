import type { BlogCardData } from '../../site/view-models/blog.ts';
import { PostPlaceholder } from './PostPlaceholder.tsx';

/** One card of the blog grid: image or placeholder, category badge, read time, title, excerpt, author, date. */
export function BlogCard({ post, headingLevel = 2 }: { post: BlogCardData; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] bg-paper shadow-soft">
      {post.image ? (
        <img
          src={post.image.src}
          srcSet={post.image.srcSet}
          sizes="(min-width: 1024px) 22rem, (min-width: 768px) 45vw, 100vw"
          alt={post.image.alt}
          loading="lazy"
          decoding="async"
          className="aspect-video w-full object-cover"
        />
      ) : (
        <PostPlaceholder postKey={post.key} category={post.category} />
      )}
      <div className="flex flex-1 flex-col p-6">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs">
          <span className="rounded-full bg-violet-100 px-2.5 py-1 font-semibold text-violet-700">
            {post.categoryLabel}
          </span>
          <span className="text-ink-soft">{post.readTime}</span>
        </p>
        <Heading className="mt-3 text-xl font-semibold text-violet-900" lang={post.lang}>
          <a href={post.href} className="after:absolute after:inset-0 group-hover:text-violet-700">
            {post.title}
          </a>
        </Heading>
        <p className="mt-2 flex-1 text-sm text-ink-soft" lang={post.lang}>
          {post.excerpt}
        </p>
        <p className="mt-4 text-xs text-ink-soft">
          {post.author} · <time dateTime={post.dateTime}>{post.date}</time>
        </p>
      </div>
    </article>
  );
}
