/** View models of the home page, its islands, and the topics page. */
import type { Messages } from '../../i18n/messages/index.ts';
import type { CategoryKey } from '../../lib/blog-categories.ts';
import type { OfferItem, ServiceItem } from '../catalog.ts';
import type { BlogCardData } from './blog.ts';
import type { FaqItem, InvitationProps } from './shared.ts';

/** A topic card: its message key, its colour and the article it opens. */
export interface TopicCard {
  key: keyof Messages['topics']['items'];
  hue: string;
  href: string;
}

/** One client's story (text, name, title, a rating of 0–5, 5 by default). */
export interface Testimonial {
  text: string;
  name: string;
  title: string;
  rating: number;
}

/** The home page's view model: translated texts, localized links and the cards of each section. */
export interface HomePageProps {
  messages: Messages;
  links: { blog: string; about: string; services: string; contact: string };
  quiz: InvitationProps;
  author: { name: string; years: number };
  /** The hero video's tiny blurred poster. */
  poster: string;
  topics: TopicCard[];
  services: ServiceItem[];
  offers: OfferItem[];
  testimonials: Testimonial[];
  /** True while the testimonials are placeholders (a note then says so). */
  testimonialsAreSamples: boolean;
  faq: FaqItem[];
  suggestions: BlogCardData[];
}

/** One short practice, already translated. */
export interface Practice {
  title: string;
  text: string;
  minutes: string;
}

/** Translated strings and practices for the lazily hydrated home section. */
export interface PracticeOfTheDayProps {
  heading: string;
  intro: string;
  another: string;
  practices: Practice[];
  /** The practice rendered on the server (the day of the year picks it). */
  initialIndex: number;
}

/** Translated strings and the responsive thumbnail for the click-to-play video. */
export interface VideoFacadeProps {
  videoId: string;
  playLabel: string;
  iframeTitle: string;
  thumbnailAlt: string;
  thumbnail: { src: string; srcSet: string; width: number; height: number };
}

/** The topics page's view model. */
export interface TopicsPageProps {
  title: string;
  intro: string;
  /** The link to the spiritual guidance hub. */
  hub: { label: string; href: string };
  topicsMessages: Messages['topics'];
  topics: TopicCard[];
  /** Every category that has articles, with its translated name and article count. */
  categories: { key: CategoryKey; label: string; count: string; posts: BlogCardData[] }[];
}
