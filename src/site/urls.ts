import { site } from '../config/site.ts';

/** A site path as the absolute address search engines and share cards need (`/pt/` → `https://…/pt/`). */
export function absoluteUrl(path: string): string {
  return new URL(path, site.url).href;
}

/** A page's share image when it has none of its own: the site's card, drawn in the page's language. */
export const defaultShareImage = (locale: string) => `/og/${locale}/default.jpg`;
