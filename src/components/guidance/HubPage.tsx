import type { ReactNode } from 'react';
import type { HubPageProps } from '../../site/view-models/guides.ts';
import { BlogGrid } from '../blog/BlogGrid.tsx';
import { PageShell } from '../page/PageShell.tsx';

/** The spiritual guidance hub: an introduction (Markdown, as children), then every guide and post by theme. */
export function HubPage({ title, intro, translation, themes, children }: HubPageProps & { children: ReactNode }) {
  const { lang } = translation;
  return (
    <PageShell title={title} intro={intro} translation={translation}>
      <div className="prose-vibra" lang={lang}>
        {children}
      </div>
      <div className="mt-14 space-y-16">
        {themes.map((theme, index) => (
          <section key={theme.title} aria-labelledby={`theme-${index}`}>
            <h2 id={`theme-${index}`} className="text-3xl font-semibold text-violet-900" lang={lang}>
              {theme.title}
            </h2>
            <p className="mt-3 max-w-2xl text-ink-soft" lang={lang}>
              {theme.intro}
            </p>
            {theme.guide && (
              <a
                href={theme.guide.href}
                className="mt-6 flex flex-col gap-1 rounded-[var(--radius-card)] bg-violet-900 p-6 text-paper hover:bg-violet-700 sm:flex-row sm:items-center sm:justify-between"
              >
                <span>
                  <span className="block text-xs font-semibold uppercase tracking-wider text-gold-300">
                    {theme.guide.label}
                  </span>
                  <span className="font-display text-xl font-semibold">{theme.guide.title}</span>
                </span>
                <span className="font-semibold text-gold-100">{theme.guide.linkText} →</span>
              </a>
            )}
            <div className="mt-6">
              <BlogGrid posts={theme.posts} headingLevel={3} />
            </div>
          </section>
        ))}
      </div>
    </PageShell>
  );
}
