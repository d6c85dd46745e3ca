/**
 * The one route list. Navigation, footer, the sitemap page, sitemap.xml and the tests read it,
 * so a page added here appears everywhere it should. Paths are the English (unprefixed) form.
 */

/** How often a page changes, as sitemap.xml says it. */
export type ChangeFrequency = 'daily' | 'weekly' | 'monthly' | 'yearly';

/** A page the site publishes in every language. */
export interface PageRoute {
  /** Stable key: names the page's messages (`pages.<id>`) and lets code refer to the page. */
  id: PageId;
  /** The English path; other languages prefix it with `/{locale}`. */
  path: string;
  /** sitemap.xml priority, from 1 (the home page) down to 0.3 (privacy, terms). */
  priority: number;
  /** sitemap.xml change frequency. */
  changeFrequency: ChangeFrequency;
  /** Rendered per request instead of at build time (fresh data). */
  onDemand?: boolean;
  /** Where the sitemap page lists it. */
  group: 'main' | 'support';
  /** The content entry that holds the page's text; its translations decide the page's hreflang. */
  content?: { collection: 'guides' | 'legal' | 'pages'; key: string };
}

export const PAGE_IDS = [
  'home',
  'blog',
  'topics',
  'services',
  'courses',
  'products',
  'about',
  'faq',
  'quiz',
  'contact',
  'spiritualGuidance',
  'chakra',
  'performance',
  'audit',
  'sitemap',
  'privacy',
  'terms',
] as const;

/** Key of a page in the route list. */
export type PageId = (typeof PAGE_IDS)[number];

export const PAGES: readonly PageRoute[] = [
  { id: 'home', path: '/', priority: 1, changeFrequency: 'weekly', group: 'main' },
  { id: 'blog', path: '/blog', priority: 0.9, changeFrequency: 'daily', group: 'main' },
  { id: 'topics', path: '/topics', priority: 0.8, changeFrequency: 'weekly', group: 'main' },
  { id: 'services', path: '/services', priority: 0.8, changeFrequency: 'weekly', group: 'main' },
  { id: 'courses', path: '/courses', priority: 0.8, changeFrequency: 'weekly', group: 'main' },
  { id: 'products', path: '/products', priority: 0.8, changeFrequency: 'weekly', group: 'main' },
  {
    id: 'about',
    path: '/about',
    priority: 0.8,
    changeFrequency: 'monthly',
    group: 'main',
    content: { collection: 'pages', key: 'about' },
  },
  {
    id: 'spiritualGuidance',
    path: '/spiritual-guidance',
    priority: 0.95,
    changeFrequency: 'weekly',
    group: 'main',
    content: { collection: 'guides', key: 'spiritual-guidance' },
  },
  {
    id: 'chakra',
    path: '/chakra',
    priority: 0.95,
    changeFrequency: 'weekly',
    group: 'main',
    content: { collection: 'guides', key: 'chakra-alignment' },
  },
  { id: 'quiz', path: '/quiz', priority: 0.8, changeFrequency: 'monthly', group: 'main' },
  { id: 'faq', path: '/faq', priority: 0.7, changeFrequency: 'weekly', group: 'support' },
  { id: 'contact', path: '/contact', priority: 0.7, changeFrequency: 'monthly', group: 'support' },
  {
    id: 'performance',
    path: '/performance',
    priority: 0.5,
    changeFrequency: 'daily',
    onDemand: true,
    group: 'support',
  },
  { id: 'audit', path: '/audit', priority: 0.5, changeFrequency: 'weekly', onDemand: true, group: 'support' },
  { id: 'sitemap', path: '/sitemap', priority: 0.5, changeFrequency: 'weekly', group: 'support' },
  {
    id: 'privacy',
    path: '/privacy',
    priority: 0.3,
    changeFrequency: 'yearly',
    group: 'support',
    content: { collection: 'legal', key: 'privacy' },
  },
  {
    id: 'terms',
    path: '/terms',
    priority: 0.3,
    changeFrequency: 'yearly',
    group: 'support',
    content: { collection: 'legal', key: 'terms' },
  },
];

/** A page of the route list by its id. */
export function pageRoute(id: PageId): PageRoute {
  const page = PAGES.find((candidate) => candidate.id === id);
  if (!page) throw new Error(`Unknown page id: ${id}`);
  return page;
}

/** Navbar entries in order; Services is the home page's topics anchor. */
export const NAV_LINKS = [
  { key: 'services', href: '/#topics' },
  { key: 'blog', href: '/blog' },
  { key: 'courses', href: '/courses' },
  { key: 'products', href: '/products' },
  { key: 'about', href: '/about' },
  { key: 'webVitals', href: '/performance' },
] as const;

/** Footer links, in the order the footer shows them. */
export const FOOTER_PAGE_IDS: readonly PageId[] = [
  'home',
  'topics',
  'services',
  'courses',
  'products',
  'about',
  'faq',
  'contact',
  'privacy',
  'terms',
  'sitemap',
  'blog',
];

/**
 * Pages reached from newsletter e-mails and forms, in every language. They are not in the
 * navigation or sitemap.xml (noindex): they only make sense with a link's token or after a form.
 */
export const NEWSLETTER_PAGES = {
  /** The page of the unsubscribe link; its form posts back to the same URL (token in the query). */
  unsubscribe: '/newsletter/unsubscribe',
  unsubscribed: '/newsletter/unsubscribed',
  /** Double opt-in: the page of the confirmation link, a form for the same reason. */
  confirm: '/newsletter/confirm',
  confirmed: '/newsletter/confirmed',
  /** A token that matches no subscriber. */
  invalidLink: '/newsletter/invalid-link',
  /** The welcome gift: the guided meditation's player and transcript. */
  gift: '/newsletter/gift',
} as const;
export type NewsletterPageId = keyof typeof NEWSLETTER_PAGES;

/**
 * Where visitors see or delete what the site holds about their address (LGPD art. 18): one page
 * in every language, rendered on demand (what it shows depends on the visitor's link), kept out of
 * the navigation and sitemap.xml (noindex). A path of its own under the privacy policy's, which is
 * `[legal].astro`'s one-segment `/privacy`: the two never meet.
 */
export const PRIVACY_REQUEST_PATH = '/privacy/request';

/**
 * Booking a session, one step a page so it works without JavaScript: choose the service (built
 * with the site), the day and time, give a name and an address, then the booking's own page. The
 * steps after the first are rendered on demand (free times change by the minute) and kept out of
 * search engines; each takes what the step before chose in its query (`?service=…&start=…`).
 */
export const BOOKING_PAGES = {
  services: '/book',
  time: '/book/time',
  details: '/book/details',
  booked: '/book/booked',
  /** Moving a booking to another time, by its signed link (src/server/booking/booking-links.ts). */
  change: '/book/change',
  /** Cancelling a booking, by its signed link. */
  cancel: '/book/cancel',
} as const;
export type BookingPageId = keyof typeof BOOKING_PAGES;

/**
 * The newsletter's public archive: the editions the owner marks public, listed per language here
 * and each at `newsletterEditionPath(id)`, rendered on demand (the owner publishes and unpublishes
 * them). A path of its own under `/newsletter/`, beside `NEWSLETTER_PAGES`, whose one-segment
 * pages (`[page].astro`) it never meets.
 */
export const NEWSLETTER_ARCHIVE_PATH = '/newsletter/archive';

/** An edition's page in the archive, in English (`localizePath` gives another language's). */
export function newsletterEditionPath(id: number): string {
  return `${NEWSLETTER_ARCHIVE_PATH}/${id}`;
}

/** The archive's RSS feed, in English (one per language). */
export const NEWSLETTER_ARCHIVE_FEED_PATH = `${NEWSLETTER_ARCHIVE_PATH}/rss.xml`;
