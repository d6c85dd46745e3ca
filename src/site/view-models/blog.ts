/** View models of the blog: the index, a post, and the post cards other pages show. */
import type { CategoryKey } from '../../lib/blog-categories.ts';
import type { Translation } from '../translation.ts';
import type { AuthorBioProps, FaqItem, InvitationProps } from './shared.ts';

/** A post as the blog grid shows it, already translated and formatted. */
export interface BlogCardData {
  key: string;
  href: string;
  title: string;
  excerpt: string;
  category: CategoryKey;
  categoryLabel: string;
  readTime: string;
  author: string;
  date: string;
  dateTime: string;
  image?: { src: string; srcSet: string; alt: string };
  /** 'en' when the post is not translated yet and the card shows its English title and excerpt. */
  lang?: 'en';
}

/** A heading of the article, as Astro's Markdown renderer reports it. */
export interface TocHeading {
  depth: number;
  slug: string;
  text: string;
}

/** What to share and the block's translated texts. */
export interface ShareLinksProps {
  /** The absolute address of the page shared. */
  url: string;
  title: string;
  heading: string;
  /** "Share on {network}", the accessible name of each network's link. */
  shareOn: string;
  byEmail: string;
}

/** The blog index's view model. */
export interface BlogPageProps {
  title: string;
  intro: string;
  /** Every post of the language, newest first. */
  posts: BlogCardData[];
  quiz: InvitationProps;
}

/** A blog post's view model: every text translated and formatted, every link localized. */
export interface PostPageProps {
  breadcrumb: { label: string; trail: { name: string; href: string }[]; current: string };
  /** The category's translated name. */
  category: string;
  title: string;
  description: string;
  byline: string;
  published: { dateTime: string; text: string };
  updated?: string;
  readTime: string;
  /** The cover image, sized for the phone's width first; preloaded by the layout. */
  cover?: { src: string; srcSet: string; sizes: string; width: number; height: number };
  translation: Translation;
  toc: { label: string; headings: TocHeading[] };
  careNote: string;
  booking: InvitationProps;
  quiz: InvitationProps;
  share: ShareLinksProps;
  author: AuthorBioProps;
  faq?: { heading: string; items: FaqItem[] };
  related: { heading: string; posts: BlogCardData[] };
}
