import type { ReactNode } from 'react';
import { TOPICS_ID } from '../../site/topics.ts';
import type { HomePageProps } from '../../site/view-models/home.ts';
import { BlogGrid } from '../blog/BlogGrid.tsx';
import { FaqAccordion } from '../faq/FaqAccordion.tsx';
import { QuizInvite } from '../quiz/QuizInvite.tsx';
import { SectionHeading } from '../ui/SectionHeading.tsx';
import { AboutTherapist } from './AboutTherapist.tsx';
import { FeaturedProducts } from './FeaturedProducts.tsx';
import { Hero } from './Hero.tsx';
import { ServicesGrid } from './ServicesGrid.tsx';
import { Testimonials } from './Testimonials.tsx';
import { TopicsGrid } from './TopicsGrid.tsx';
import { VideoSection } from './VideoSection.tsx';

/**
 * Islands the route renders into the page (Astro hydrates them, so they come in as named slots;
 * Astro's type checker does not see named slots as props, hence optional).
 */
interface HomePageSlots {
  /** The Ho'oponopono video's click-to-play facade. */
  video?: ReactNode;
  /** The newsletter block. */
  newsletter?: ReactNode;
  /** The lazily loaded "practice for today". */
  practice?: ReactNode;
}

/** The home page: hero, about, topics, video, services, offers, stories, newsletter, FAQ, suggestions. */
export function HomePage({
  messages,
  links,
  quiz,
  author,
  poster,
  video,
  newsletter,
  practice,
  ...sections
}: HomePageProps & HomePageSlots) {
  return (
    <>
      <Hero
        messages={messages.hero}
        blogHref={links.blog}
        topicsHref={`#${TOPICS_ID}`}
        poster={poster}
        videoSources={[
          { src: '/media/hero-loop.webm', type: 'video/webm' },
          { src: '/media/hero-loop.mp4', type: 'video/mp4' },
        ]}
      />
      <AboutTherapist
        messages={messages.aboutTherapist}
        name={author.name}
        years={author.years}
        aboutHref={links.about}
      />
      {/* Everything after the first screen waits with its layout until the visitor scrolls near it. */}
      <div className="below-fold">
        <TopicsGrid messages={messages.topics} topics={sections.topics} />
        <div className="container-page pb-16">
          <QuizInvite {...quiz} />
        </div>
      </div>
      <div className="below-fold">
        <VideoSection messages={messages.video}>{video}</VideoSection>
      </div>
      <div className="below-fold">
        <ServicesGrid messages={messages.services} services={sections.services} allHref={links.services} />
      </div>
      <div className="below-fold">
        <FeaturedProducts messages={messages.featuredProducts} offers={sections.offers} />
      </div>
      <div className="below-fold">
        <Testimonials
          messages={messages.testimonials}
          items={sections.testimonials}
          sampleNotice={sections.testimonialsAreSamples ? messages.common.sampleNotice : undefined}
        />
      </div>
      <div className="below-fold container-page py-12 sm:py-16">
        <div className="mx-auto max-w-2xl">{newsletter}</div>
      </div>
      <div className="below-fold">
        <FaqAccordion messages={messages.faq} items={sections.faq} contactHref={links.contact} name="home-faq" />
      </div>
      <section aria-labelledby="suggestions-title" className="below-fold container-page pb-4">
        <SectionHeading
          id="suggestions-title"
          title={messages.relatedContent.heading}
          intro={messages.relatedContent.intro}
        />
        <div className="mt-8">
          <BlogGrid posts={sections.suggestions} headingLevel={3} />
        </div>
      </section>
      <div className="below-fold">{practice}</div>
    </>
  );
}
