/** View models of the spiritual guidance hub and the chakra guide. */
import type { CollectionEntry } from 'astro:content';
import type { Messages } from '../../i18n/messages/index.ts';
import type { Translation } from '../translation.ts';
import type { BlogCardData } from './blog.ts';
import type { AuthorBioProps, FaqItem, InvitationProps } from './shared.ts';

/** The chakra guide's data (the `guides` entry of type chakra-guide). */
export type ChakraGuideData = Extract<CollectionEntry<'guides'>['data'], { type: 'chakra-guide' }>;

/** One of the seven chakras. */
export type Chakra = ChakraGuideData['chakras'][number];

/** The chakra guide's view model. */
export interface ChakraPageProps {
  guide: ChakraGuideData;
  translation: Translation;
  /** "By … · Published … · 25 min read", in the page's language. */
  byline: string;
  labels: Messages['chakraGuide'];
  faqMessages: Messages['faq'];
  hubFaq: FaqItem[];
  guideFaq: FaqItem[];
  contactHref: string;
  careNote: string;
  booking: InvitationProps;
  author: AuthorBioProps;
}

/** A theme of the hub: its articles, and the chakra guide where the theme includes it. */
export interface HubTheme {
  title: string;
  intro: string;
  guide?: { label: string; title: string; linkText: string; href: string };
  posts: BlogCardData[];
}

/** The spiritual guidance hub's view model. */
export interface HubPageProps {
  title: string;
  intro: string;
  translation: Translation;
  themes: HubTheme[];
}
