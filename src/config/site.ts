/** The site's address when SITE_URL is not set (the build and the server agree on it). */
export const DEFAULT_SITE_URL = 'https://vibra.example';

/**
 * Everything about the business that the owner may change, in one place.
 * Values marked SAMPLE are placeholders the owner must replace before launch; `/audit` lists them.
 */
export const site = {
  /** The brand shown in the navbar, titles and e-mails. */
  brandName: 'Vibra',
  /** SAMPLE: the therapist's public name (the spec leaves it as {name}). */
  authorName: 'Luana Alves',
  /** The public address of the site, used for canonical URLs, sitemap.xml and share cards. */
  url: process.env.SITE_URL ?? DEFAULT_SITE_URL,
  /** SAMPLE: where visitors write to; used by the contact page's mailto links. */
  contactEmail: 'contato@vibra.example',
  /** SAMPLE: where the "schedule a reading" buttons go (a booking page or a mailto). */
  bookingUrl: 'mailto:contato@vibra.example?subject=Reading',
  /** Years of practice the author bio states (spec: over 15). */
  yearsOfExperience: 15,
  /** The city the practice works from, for structured data. */
  city: 'Florianópolis',
  country: 'BR',
  /** SAMPLE: social profiles; the owner replaces the handles. Rendered in the footer and JSON-LD. */
  social: [
    { network: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/vibra.example' },
    { network: 'youtube', label: 'YouTube', url: 'https://www.youtube.com/@vibra.example' },
    { network: 'whatsapp', label: 'WhatsApp', url: 'https://wa.me/5500000000000' },
  ],
  /** The Ho'oponopono video shown behind a click-to-play facade (YouTube id). SAMPLE. */
  hooponoponoVideoId: 'tN4OXAoOJ-I',
} as const;

/** Fields in this file that still hold sample data, for the audit page. */
export const SAMPLE_FIELDS = ['authorName', 'contactEmail', 'bookingUrl', 'social', 'hooponoponoVideoId'] as const;
