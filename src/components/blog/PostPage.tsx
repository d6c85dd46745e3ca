import type { ReactNode } from 'react';
import type { PostPageProps } from '../../site/view-models/blog.ts';
import { FaqDetails } from '../faq/FaqDetails.tsx';
import { QuizInvite } from '../quiz/QuizInvite.tsx';
import { UntranslatedNotice } from '../ui/UntranslatedNotice.tsx';
import { AuthorBio } from './AuthorBio.tsx';
import { BlogGrid } from './BlogGrid.tsx';
import { BookingCta } from './BookingCta.tsx';
import { ShareLinks } from './ShareLinks.tsx';
import { TableOfContents } from './TableOfContents.tsx';

/** The article body (rendered Markdown) and the newsletter block (a named slot), rendered by the route. */
interface PostPageSlots {
  children: ReactNode;
  newsletter?: ReactNode;
}

/** An article: breadcrumb, header, cover, text with its table of contents, FAQ, booking, sharing, author, related. */
export function PostPage({ children, newsletter, translation, ...post }: PostPageProps & PostPageSlots) {
  const { lang } = translation;
  return (
    <>
      <div className="reading-progress fixed inset-x-0 top-16 z-30 h-1 bg-gold-500" aria-hidden="true" />
      <article className="container-page py-12 sm:py-16">
        <nav aria-label={post.breadcrumb.label} className="text-sm text-ink-soft">
          <ol className="flex flex-wrap gap-2">
            {post.breadcrumb.trail.map((crumb) => (
              <li key={crumb.href}>
                <a href={crumb.href} className="hover:text-violet-700">
                  {crumb.name}
                </a>{' '}
                /
              </li>
            ))}
            <li aria-current="page" className="text-ink">
              {post.breadcrumb.current}
            </li>
          </ol>
        </nav>
        <header className="mt-6 max-w-3xl">
          <p className="text-sm font-semibold uppercase tracking-wider text-violet-600">{post.category}</p>
          <h1 className="mt-3 text-4xl font-semibold text-violet-900 sm:text-5xl" lang={lang}>
            {post.title}
          </h1>
          <p className="mt-4 text-lg text-ink-soft" lang={lang}>
            {post.description}
          </p>
          <p className="mt-4 text-sm text-ink-soft">
            {post.byline} · <time dateTime={post.published.dateTime}>{post.published.text}</time>
            {post.updated && <> · {post.updated}</>} · {post.readTime}
          </p>
        </header>
        {post.cover && (
          <img
            src={post.cover.src}
            srcSet={post.cover.srcSet}
            sizes={post.cover.sizes}
            width={post.cover.width}
            height={post.cover.height}
            alt=""
            fetchPriority="high"
            decoding="async"
            className="mt-10 aspect-[16/7] w-full rounded-[var(--radius-card)] object-cover"
          />
        )}
        <UntranslatedNotice translation={translation} className="mt-8" />
        <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,1fr)_18rem]">
          {/* The contents come first in the page, as they show on a phone: a first paint before the
              rest of the page arrives then never sees them pushed in above the text. */}
          <aside className="lg:col-start-2 lg:row-start-1">
            <div className="lg:sticky lg:top-24">
              <TableOfContents headings={post.toc.headings} label={post.toc.label} />
            </div>
          </aside>
          <div className="min-w-0 lg:col-start-1 lg:row-start-1">
            <div className="prose-vibra long-text" data-article-body lang={lang}>
              {children}
            </div>
            {post.faq && (
              <section aria-labelledby="post-faq-title" className="below-fold mt-12 max-w-[68ch]" lang={lang}>
                <h2 id="post-faq-title" className="text-2xl font-semibold text-violet-900">
                  {post.faq.heading}
                </h2>
                <div className="mt-6 divide-y divide-violet-100 rounded-[var(--radius-card)] bg-paper shadow-soft">
                  {post.faq.items.map((item) => (
                    <FaqDetails key={item.question} item={item} name="post-faq" />
                  ))}
                </div>
              </section>
            )}
            <p className="mt-8 max-w-[68ch] border-s-4 border-gold-300 ps-4 text-sm text-ink-soft">{post.careNote}</p>
            <div className="below-fold mt-10 max-w-[68ch] space-y-8">
              <BookingCta {...post.booking} />
              <QuizInvite {...post.quiz} />
              <ShareLinks {...post.share} />
              <AuthorBio {...post.author} />
              {newsletter}
            </div>
          </div>
        </div>
      </article>
      <section data-nosnippet aria-labelledby="related-title" className="below-fold container-page pb-8">
        <h2 id="related-title" className="text-3xl font-semibold text-violet-900">
          {post.related.heading}
        </h2>
        <div className="mt-8">
          <BlogGrid posts={post.related.posts} headingLevel={3} />
        </div>
      </section>
    </>
  );
}
