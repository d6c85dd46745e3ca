import { site } from '../config/site.ts';

/** A site path as the absolute address search engines and share cards need (`/pt/` → `https://…/pt/`). */
export function absoluteUrl(path: string): string {
  return new URL(path, site.url).href;
}
