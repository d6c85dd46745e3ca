import { DEFAULT_LOCALE, LOCALES, type Locale } from './locales.ts';

/** The path of one page in each language it is published in. */
export type Alternates = Partial<Record<Locale, string>>;

/**
 * `<link rel="alternate" hreflang>` entries: one per published language plus `x-default`
 * (the English page, or the first published one when there is no English).
 */
export function hreflangLinks(alternates: Alternates, siteUrl: string) {
  const links = LOCALES.flatMap((locale) => {
    const path = alternates[locale];
    return path ? [{ hreflang: locale as string, href: new URL(path, siteUrl).href }] : [];
  });
  const fallback = alternates[DEFAULT_LOCALE] ?? links[0]?.href;
  if (fallback) links.push({ hreflang: 'x-default', href: new URL(fallback, siteUrl).href });
  return links;
}
