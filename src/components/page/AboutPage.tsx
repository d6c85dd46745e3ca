import type { ReactNode } from 'react';
import type { AboutPageProps } from '../../site/view-models/pages.ts';
import { Avatar } from '../home/Avatar.tsx';
import { QuizInvite } from '../quiz/QuizInvite.tsx';
import { Icon, type ServiceIconName } from '../ui/Icon.tsx';
import { TextSection } from '../ui/TextSection.tsx';
import { UntranslatedNotice } from '../ui/UntranslatedNotice.tsx';

const EXPERTISE_ICONS: Record<string, ServiceIconName> = {
  crystalHealing: 'sparkle',
  astrologyDivination: 'compass',
  energyWork: 'eye',
  consciousness: 'play',
  emotionalHealing: 'chat',
  spiritualMentoring: 'users',
};

/** About: hero, therapist profile, six areas of expertise, a three-paragraph philosophy, and a button to /contact. */
export function AboutPage({
  content,
  labels,
  avatarLabel,
  contactHref,
  translation,
  quiz,
  children,
}: AboutPageProps & { children?: ReactNode }) {
  const { lang } = translation;
  return (
    <>
      <header className="bg-violet-950 text-paper">
        <div className="container-page grid items-center gap-10 py-16 sm:py-20 md:grid-cols-[1fr_auto]" lang={lang}>
          <div>
            <h1 className="text-4xl font-semibold sm:text-5xl">{content.hero.title}</h1>
            <p className="mt-5 max-w-2xl text-lg text-violet-100">{content.hero.subtitle}</p>
          </div>
          <Avatar label={avatarLabel} className="mx-auto size-40 md:size-52" />
        </div>
      </header>
      {translation.notice && (
        <div className="container-page mt-8">
          <UntranslatedNotice translation={translation} />
        </div>
      )}
      <div className="container-page space-y-16 py-16" lang={lang}>
        <TextSection id="profile-title" title={labels.profileHeading} paragraphs={content.profile} />
        <section aria-labelledby="expertise-title">
          <h2 id="expertise-title" className="text-3xl font-semibold text-violet-900">
            {labels.expertiseHeading}
          </h2>
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {content.expertise.map((area) => (
              <li key={area.key} className="rounded-[var(--radius-card)] bg-paper p-6 shadow-soft">
                <span className="flex size-11 items-center justify-center rounded-full bg-violet-100 text-violet-700">
                  <Icon name={EXPERTISE_ICONS[area.key] ?? 'sparkle'} />
                </span>
                <h3 className="mt-4 text-xl font-semibold text-violet-900">{area.title}</h3>
                <p className="mt-2 text-sm text-ink-soft">{area.text}</p>
              </li>
            ))}
          </ul>
        </section>
        <TextSection id="philosophy-title" title={labels.philosophyHeading} paragraphs={content.philosophy} />
        {children && <div className="prose-vibra">{children}</div>}
        <a
          href={contactHref}
          className="inline-block rounded-full bg-violet-900 px-6 py-3 font-semibold text-paper hover:bg-violet-700"
        >
          {labels.cta}
        </a>
        <QuizInvite {...quiz} />
      </div>
    </>
  );
}
