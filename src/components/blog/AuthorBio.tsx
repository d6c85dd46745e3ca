import type { AuthorBioProps } from '../../site/view-models/shared.ts';
import { Avatar } from '../home/Avatar.tsx';

/** The author box under an article (its years of practice come from `src/config/site.ts`, see docs/owner.md). */
export function AuthorBio({ heading, name, bio, avatarLabel, aboutHref, aboutLabel }: AuthorBioProps) {
  return (
    <section
      data-nosnippet
      aria-labelledby="author-title"
      className="flex flex-col gap-5 rounded-[var(--radius-card)] bg-paper p-6 shadow-soft sm:flex-row sm:items-center"
    >
      <Avatar label={avatarLabel} className="size-20 shrink-0" />
      <div>
        <h2 id="author-title" className="font-body text-xs font-semibold uppercase tracking-wider text-violet-600">
          {heading}
        </h2>
        <p className="mt-1 font-display text-xl font-semibold text-violet-900">{name}</p>
        <p className="mt-2 text-ink-soft">{bio}</p>
        <a href={aboutHref} className="mt-2 inline-block font-semibold text-violet-700 underline underline-offset-4">
          {aboutLabel}
        </a>
      </div>
    </section>
  );
}
