import type { SitePage } from './page-index.ts';

/** A responsive image the browser should fetch before it meets it in the page (a post's cover). */
export interface PreloadImage {
  src: string;
  srcSet: string;
  sizes: string;
}

/** What BaseLayout needs of a page besides its markup: the head of the HTML document. */
export interface PageHead {
  /** The page's entry in the page index: language, canonical, hreflang, switcher links, breadcrumbs. */
  page: SitePage;
  /** The document title; at most 60 characters. */
  title: string;
  /** Search-result description, 50 to 160 characters. */
  description: string;
  ogType?: 'website' | 'article';
  /** Root-relative share image (1200×630). */
  ogImage?: string;
  /** Structured data besides the breadcrumb trail (BaseLayout adds that from the index). */
  jsonLd?: object[];
  preloadImage?: PreloadImage;
  /** RSS feeds of the page besides the blog's, named first (the newsletter archive's). */
  feeds?: { title: string; href: string }[];
}
