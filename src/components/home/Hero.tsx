import type { Messages } from '../../i18n/messages/index.ts';

interface HeroProps {
  messages: Messages['hero'];
  /** Links for the two buttons, already localized. */
  blogHref: string;
  topicsHref: string;
  /**
   * A tiny, blurred poster (a few hundred bytes, scaled up): it paints at once, and as a
   * low-entropy image it never becomes the page's Largest Contentful Paint; the headline does.
   */
  poster: string;
  /** The looping video sources; played only when motion and data saving allow it. */
  videoSources: { src: string; type: string }[];
}

/**
 * The home hero: a slow looping background video behind the headline. The video carries no
 * `autoplay` attribute: `hero-video.ts` starts it after load unless the visitor prefers reduced
 * motion or saves data. Without JavaScript the poster stays.
 */
export function Hero({ messages, blogHref, topicsHref, poster, videoSources }: HeroProps) {
  return (
    <section className="relative isolate overflow-hidden bg-violet-950 text-paper" aria-labelledby="hero-title">
      <div className="absolute inset-0 -z-10" aria-hidden="true">
        <video
          className="size-full object-cover"
          muted
          loop
          playsInline
          preload="none"
          poster={poster}
          data-hero-video
          aria-label={messages.videoLabel}
        >
          {videoSources.map((source) => (
            <source key={source.src} src={source.src} type={source.type} />
          ))}
        </video>
        {/* Keeps the white text legible over every frame. */}
        <div className="absolute inset-0 bg-gradient-to-b from-violet-950/70 via-violet-950/45 to-violet-950/85" />
      </div>
      {/* Top-aligned: centred, a line painted before the rest of the hero arrived moved up when it came. */}
      <div className="container-page flex min-h-[34rem] flex-col py-20 sm:min-h-[38rem] sm:py-28">
        <p className="text-sm font-semibold uppercase tracking-[0.18em] text-gold-300">{messages.eyebrow}</p>
        <h1 id="hero-title" className="mt-4 max-w-3xl text-4xl font-semibold sm:text-6xl">
          {messages.title}
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-violet-100 sm:text-xl">{messages.subtitle}</p>
        <div className="mt-10 flex flex-wrap gap-3">
          <a
            href={blogHref}
            className="rounded-full bg-gold-300 px-6 py-3 font-semibold text-violet-950 shadow-soft hover:bg-gold-100"
          >
            {messages.ctaBlog}
          </a>
          <a
            href={topicsHref}
            className="rounded-full border border-violet-100/60 px-6 py-3 font-semibold text-paper hover:bg-paper/10"
          >
            {messages.ctaTopics}
          </a>
        </div>
      </div>
    </section>
  );
}
