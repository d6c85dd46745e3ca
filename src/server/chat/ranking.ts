/**
 * The pages a search found, best first: each page by its best section, with a little credit for
 * further matching sections, and the intent's preferences (the FAQ for health questions, the
 * services and the contact page for booking questions).
 */
import type { Intent } from './intents.ts';
import type { Hit, PageKind } from './knowledge.ts';

/** A page the search found, with its matching sections best first. */
export interface PageMatch {
  key: string;
  score: number;
  hits: Hit[];
}

/** Booking questions look at the services and the contact page first. */
const BOOKING_WEIGHT: Partial<Record<PageKind, number>> = { services: 1.6, offers: 1.2 };
const BOOKING_PAGES = new Set(['page:contact', 'page:services', 'page:terms']);

/** Pages ranked by their best section, with a little credit for further matching sections. */
export function rankPages(hits: Hit[], intent: Intent): PageMatch[] {
  const pages = new Map<string, PageMatch>();
  for (const hit of hits) {
    const page = pages.get(hit.passage.key) ?? { key: hit.passage.key, score: 0, hits: [] };
    page.hits.push(hit);
    pages.set(hit.passage.key, page);
  }
  for (const page of pages.values()) {
    const [best, ...rest] = page.hits.map((hit) => hit.score).sort((a, b) => b - a);
    page.score = (best ?? 0) + 0.25 * rest.slice(0, 2).reduce((sum, score) => sum + score, 0);
    // The FAQ says plainly what the practices do not replace.
    if (intent === 'health' && page.key === 'page:faq') page.score *= 2;
    if (intent === 'booking') {
      const kind = page.hits[0]?.passage.kind ?? 'page';
      page.score *= BOOKING_PAGES.has(page.key) ? 1.6 : (BOOKING_WEIGHT[kind] ?? 1);
    }
  }
  return [...pages.values()].sort((a, b) => b.score - a.score);
}
