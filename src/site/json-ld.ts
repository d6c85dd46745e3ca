/** JSON-LD builders (schema.org); views pass already-translated values and absolute URLs. */
import type { Crumb } from './page-index.ts';
import { absoluteUrl } from './urls.ts';

/** The site itself, in one language. */
export function websiteLd(input: { name: string; url: string; description: string; inLanguage: string }) {
  return { '@context': 'https://schema.org', '@type': 'WebSite', ...input };
}

/** The therapist: the site's author and the provider of its services. */
export function personLd(input: {
  name: string;
  url: string;
  description: string;
  sameAs: readonly string[];
  jobTitle: string;
  city: string;
  country: string;
}) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: input.name,
    url: input.url,
    description: input.description,
    jobTitle: input.jobTitle,
    sameAs: input.sameAs,
    address: { '@type': 'PostalAddress', addressLocality: input.city, addressCountry: input.country },
  };
}

/** Strips the simple emphasis tags FAQ answers may carry; JSON-LD wants plain text. */
export function plainText(markup: string): string {
  return markup.replace(/<\/?(strong|em|b|i)>/gi, '');
}

/** An FAQ page's questions and answers. */
export function faqPageLd(items: readonly { question: string; answer: string }[], inLanguage: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    inLanguage,
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: plainText(item.answer) },
    })),
  };
}

/** An article: a BlogPosting with its language, word count, reading time, author and image. */
export function blogPostingLd(input: {
  headline: string;
  description: string;
  url: string;
  image: string;
  inLanguage: string;
  datePublished: Date;
  dateModified?: Date;
  wordCount: number;
  minutes: number;
  authorName: string;
  authorUrl: string;
  publisherName: string;
  keywords: readonly string[];
  section: string;
}) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: input.headline,
    description: input.description,
    url: input.url,
    mainEntityOfPage: input.url,
    image: input.image,
    inLanguage: input.inLanguage,
    datePublished: input.datePublished.toISOString(),
    dateModified: (input.dateModified ?? input.datePublished).toISOString(),
    wordCount: input.wordCount,
    timeRequired: `PT${input.minutes}M`,
    keywords: input.keywords.join(', '),
    articleSection: input.section,
    author: { '@type': 'Person', name: input.authorName, url: input.authorUrl },
    publisher: { '@type': 'Organization', name: input.publisherName },
  };
}

/** The trail from the home page to this page (the page index's breadcrumbs). */
export function breadcrumbLd(crumbs: readonly Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

/** A service the therapist offers. */
export function serviceLd(input: {
  name: string;
  description: string;
  url: string;
  providerName: string;
  providerUrl: string;
  areaServed: string;
  inLanguage: string;
}) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: input.name,
    description: input.description,
    url: input.url,
    areaServed: input.areaServed,
    availableChannel: { '@type': 'ServiceChannel', serviceUrl: input.url },
    provider: { '@type': 'Person', name: input.providerName, url: input.providerUrl },
    inLanguage: input.inLanguage,
  };
}

/** A course (schema.org Course with its offer) or a product or e-book (Product with Offer). */
export function offerLd(input: {
  kind: 'course' | 'ebook' | 'product';
  name: string;
  description: string;
  url: string;
  image: string;
  price: number;
  currency: string;
  providerName: string;
  inLanguage: string;
}) {
  const offer = {
    '@type': 'Offer',
    price: input.price.toFixed(2),
    priceCurrency: input.currency,
    url: input.url,
    availability: 'https://schema.org/InStock',
  };
  if (input.kind === 'course') {
    return {
      '@context': 'https://schema.org',
      '@type': 'Course',
      name: input.name,
      description: input.description,
      url: input.url,
      inLanguage: input.inLanguage,
      provider: { '@type': 'Person', name: input.providerName },
      offers: { ...offer, category: 'Paid' },
      hasCourseInstance: { '@type': 'CourseInstance', courseMode: 'Online', courseWorkload: 'PT8H' },
    };
  }
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: input.name,
    description: input.description,
    url: input.url,
    image: input.image,
    brand: { '@type': 'Brand', name: input.providerName },
    offers: offer,
  };
}
