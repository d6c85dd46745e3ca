/**
 * Fills the offline page's list with the pages saved on this device (home pages, articles and
 * guides, in the service worker's SAVED_PAGES_CACHE): each page's heading and language read from
 * its saved HTML, the page's own language first, the most recently saved first within each language.
 */
import { SAVED_PAGES_CACHE } from '../../service-worker/config.ts';

interface SavedPage {
  href: string;
  title: string;
  lang: string;
  savedAt: number;
}

async function savedPages(): Promise<SavedPage[]> {
  if (!('caches' in window) || !(await caches.has(SAVED_PAGES_CACHE))) return [];
  const cache = await caches.open(SAVED_PAGES_CACHE);
  const parser = new DOMParser();
  const pages = await Promise.all(
    (await cache.keys()).map(async (request) => {
      const response = await cache.match(request);
      if (!response) return null;
      const doc = parser.parseFromString(await response.text(), 'text/html');
      const title = doc.querySelector('h1')?.textContent?.trim();
      if (!title) return null;
      const url = new URL(request.url);
      return {
        href: url.pathname,
        title,
        lang: doc.documentElement.lang,
        savedAt: Date.parse(response.headers.get('Date') ?? '') || 0,
      };
    }),
  );
  return pages.filter((page): page is SavedPage => page !== null);
}

export async function listSavedPages(): Promise<void> {
  const list = document.querySelector<HTMLUListElement>('[data-saved-list]');
  const empty = document.querySelector<HTMLElement>('[data-saved-empty]');
  if (!list || !empty) return;
  const lang = document.documentElement.lang;
  const pages = (await savedPages().catch(() => [])).sort(
    (a, b) => Number(b.lang === lang) - Number(a.lang === lang) || b.savedAt - a.savedAt,
  );
  if (pages.length === 0) return;
  const day = new Intl.DateTimeFormat(lang, { dateStyle: 'medium' });
  for (const page of pages) {
    const item = document.createElement('li');
    item.lang = page.lang;
    const link = document.createElement('a');
    link.href = page.href;
    link.textContent = page.title;
    link.className = 'font-semibold text-violet-800 underline underline-offset-4 hover:text-violet-600';
    item.append(link);
    if (page.savedAt) {
      const when = document.createElement('span');
      when.className = 'block text-sm text-ink-soft';
      when.lang = lang;
      when.textContent = (list.dataset.savedOn ?? '{date}').replace('{date}', day.format(page.savedAt));
      item.append(when);
    }
    list.append(item);
  }
  list.hidden = false;
  empty.hidden = true;
}
