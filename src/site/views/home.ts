/** The home page's view model in one language: its sections in order, from the hero to the suggestions. */
import { getImage } from 'astro:assets';
import { getEntry } from 'astro:content';
import heroPoster from '../../assets/media/hero-poster.jpg';
import hooponoponoThumb from '../../assets/media/hooponopono-thumb.jpg';
import { site } from '../../config/site.ts';
import { HTML_LANG, type Locale } from '../../i18n/locales.ts';
import { getMessages, plural } from '../../i18n/messages/index.ts';
import { localizePath } from '../../i18n/paths.ts';
import { offersIn, servicesIn } from '../catalog.ts';
import type { PageHead } from '../head.ts';
import { sitePage } from '../index.ts';
import { personLd, websiteLd } from '../json-ld.ts';
import { postCards, postsIn, relatedPosts } from '../posts.ts';
import { topicCards } from '../topics.ts';
import { absoluteUrl } from '../urls.ts';
import type { HomePageProps, PracticeOfTheDayProps, VideoFacadeProps } from '../view-models/home.ts';
import { quizInvite } from './shared.ts';

/** Everything the home route renders: the head, the page's props and its two islands' props. */
export interface HomeView {
  head: PageHead;
  props: HomePageProps;
  video: VideoFacadeProps;
  practice: PracticeOfTheDayProps;
}

export async function homeView(locale: Locale): Promise<HomeView> {
  const messages = getMessages(locale);
  const page = await sitePage('page:home', locale);
  const path = (to: string) => localizePath(to, locale);
  const faq = await getEntry('faq', `${locale}/home`);
  const testimonials = await getEntry('testimonials', locale);
  if (!faq || !testimonials)
    throw new Error(`Home content missing: faq/${locale}/home.yaml, testimonials/${locale}.yaml`);

  const posts = await postsIn(locale);
  const topics = topicCards(posts);
  // The suggestions close the page: up to three articles of the category Spirituality.
  const suggestions = relatedPosts(
    { category: 'espiritualidade', keywords: [messages.blog.categories.espiritualidade] },
    posts,
  );
  const poster = await getImage({ src: heroPoster, width: 48, format: 'webp', quality: 50 });
  const thumb = await getImage({ src: hooponoponoThumb, widths: [480, 800, 1280], format: 'webp', quality: 70 });
  const dayOfYear = Math.floor((Date.now() - Date.UTC(new Date().getUTCFullYear(), 0, 0)) / 86_400_000);

  return {
    head: {
      page,
      title: messages.pages.home.title,
      description: messages.pages.home.description,
      jsonLd: [
        websiteLd({
          name: site.brandName,
          url: absoluteUrl(page.path),
          description: messages.meta.siteDescription,
          inLanguage: HTML_LANG[locale],
        }),
        personLd({
          name: site.authorName,
          url: absoluteUrl(path('/about')),
          description: messages.pages.about.description,
          sameAs: site.social.map((profile) => profile.url),
          jobTitle: messages.hero.eyebrow,
          city: site.city,
          country: site.country,
        }),
        // No FAQPage here: the same questions are marked up on /faq, and Google asks for one
        // instance of repeated FAQ markup (it also kept the page within the first round trip).
      ],
    },
    props: {
      messages,
      links: { blog: path('/blog'), about: path('/about'), services: path('/services'), contact: path('/contact') },
      quiz: quizInvite(messages, locale),
      author: { name: site.authorName, years: site.yearsOfExperience },
      poster: poster.src,
      topics,
      services: await servicesIn(locale),
      offers: await offersIn(locale),
      testimonials: testimonials.data.items,
      testimonialsAreSamples: testimonials.data.sample,
      faq: faq.data.items,
      suggestions: await postCards(suggestions),
    },
    video: {
      videoId: site.hooponoponoVideoId,
      playLabel: messages.video.play,
      iframeTitle: messages.video.iframeTitle,
      thumbnailAlt: messages.video.thumbnailAlt,
      thumbnail: { src: thumb.src, srcSet: thumb.srcSet.attribute, width: 1280, height: 720 },
    },
    practice: {
      heading: messages.practice.heading,
      intro: messages.practice.intro,
      another: messages.practice.another,
      practices: messages.practice.items.map((item) => ({
        ...item,
        minutes: plural(locale, messages.practice.minutes, Number(item.minutes)),
      })),
      initialIndex: dayOfYear % messages.practice.items.length,
    },
  };
}
