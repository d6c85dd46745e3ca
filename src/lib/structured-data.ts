/** JSON-LD builders (schema.org); pages pass already-translated values and absolute URLs. */

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
