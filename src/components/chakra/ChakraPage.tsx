import type { ReactNode } from 'react';
import type { ChakraPageProps } from '../../site/view-models/guides.ts';
import { AuthorBio } from '../blog/AuthorBio.tsx';
import { BookingCta } from '../blog/BookingCta.tsx';
import { FaqAccordion } from '../faq/FaqAccordion.tsx';
import { UntranslatedNotice } from '../ui/UntranslatedNotice.tsx';
import { ChakraCard } from './ChakraCard.tsx';
import { GuideSections } from './GuideSections.tsx';
import { SoundTable } from './SoundTable.tsx';

/** The chakra hub and guide: the seven centers, their sounds, the methods, two FAQs, booking and author. */
export function ChakraPage({
  guide,
  translation,
  labels,
  children,
  ...page
}: ChakraPageProps & { children: ReactNode }) {
  const { lang } = translation;
  return (
    <>
      <div className="reading-progress fixed inset-x-0 top-16 z-30 h-1 bg-gold-500" aria-hidden="true" />
      <header className="bg-violet-950 text-paper">
        <div className="container-page py-16 sm:py-20">
          <p className="text-sm font-semibold uppercase tracking-[0.18em] text-gold-300" lang={lang}>
            {guide.category}
          </p>
          <h1 className="mt-4 max-w-3xl text-4xl font-semibold sm:text-5xl" lang={lang}>
            {guide.hero.title}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-violet-100" lang={lang}>
            {guide.hero.subtitle}
          </p>
          <p className="mt-6 text-sm text-violet-100/80">{page.byline}</p>
        </div>
      </header>
      {translation.notice && (
        <div className="container-page mt-8">
          <UntranslatedNotice translation={translation} />
        </div>
      )}
      <section aria-labelledby="hub-title" className="container-page py-14">
        <h2 id="hub-title" className="text-3xl font-semibold text-violet-900">
          {labels.hubHeading}
        </h2>
        <p className="mt-3 text-ink-soft">{labels.hubIntro}</p>
        <ol className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-4" lang={lang}>
          {guide.chakras.map((chakra) => (
            <li key={chakra.key}>
              <a
                href={`#chakra-${chakra.key}`}
                className="flex items-center gap-3 rounded-full bg-paper px-4 py-3 shadow-soft hover:text-violet-700"
              >
                <span className="size-4 shrink-0 rounded-full" style={{ background: chakra.hex }} aria-hidden="true" />
                <span className="font-medium">{chakra.title}</span>
              </a>
            </li>
          ))}
        </ol>
        <FaqAccordion
          messages={page.faqMessages}
          items={page.hubFaq}
          contactHref={page.contactHref}
          name="chakra-hub-faq"
          heading={labels.hubFaqHeading}
          intro=""
          className="mt-12"
        />
      </section>
      <div className="container-page space-y-16 pb-8" lang={lang}>
        <div className="prose-vibra long-text">{children}</div>
        <section aria-labelledby="chakras-title" className="space-y-6">
          <h2 id="chakras-title" className="text-3xl font-semibold text-violet-900">
            {labels.chakrasHeading}
          </h2>
          {guide.chakras.map((chakra, index) => (
            <ChakraCard key={chakra.key} chakra={chakra} number={index + 1} labels={labels} />
          ))}
        </section>
        <SoundTable chakras={guide.chakras} labels={labels} />
        <GuideSections guide={guide} labels={labels} />
      </div>
      <FaqAccordion
        messages={page.faqMessages}
        items={page.guideFaq}
        contactHref={page.contactHref}
        name="chakra-guide-faq"
        heading={labels.faqHeading}
        intro=""
      />
      <div className="container-page max-w-3xl space-y-8">
        <p className="border-s-4 border-gold-300 ps-4 text-sm text-ink-soft">{page.careNote}</p>
        <BookingCta {...page.booking} />
        <AuthorBio {...page.author} />
      </div>
    </>
  );
}
