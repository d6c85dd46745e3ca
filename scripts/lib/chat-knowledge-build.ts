/**
 * Builds what the chat assistant knows (postbuild.ts runs it after `astro build`): reads every
 * translated, indexable page of the build as a visitor gets it, cuts its main content into
 * sections (a heading and the text under it), splits them into sentences, and writes the sections
 * and a search index per language to dist/server/chat-knowledge.json for the server to load.
 * What a page marks `data-nosnippet` (invitations, the newsletter box, share links, the author's
 * card, sample testimonials) is left out, as search engines leave it out of their snippets.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type HTMLElement, parse } from 'node-html-parser';
import { site } from '../../src/config/site.ts';
import { HTML_LANG, LOCALES, type Locale } from '../../src/i18n/locales.ts';
import {
  indexPassages,
  KNOWLEDGE_FILE,
  type KnowledgeFile,
  type PageKind,
  type Passage,
} from '../../src/server/chat/knowledge.ts';
import type { SiteManifest } from '../../src/server/http/site-manifest.ts';
import { htmlFileOf } from './site-health/built-site.ts';

/** Pages that are lists of other pages, reports or navigation: their cards would only echo the pages. */
const NOT_KNOWLEDGE = new Set(['page:blog', 'page:topics', 'page:audit', 'page:sitemap', 'page:performance']);

/**
 * Elements whose text is never an answer: navigation, form controls (a form's introduction is
 * kept: the quiz's), media, and what the page hides or marks so.
 */
const SKIPPED = new Set(
  'nav aside footer svg script style noscript video img template button fieldset label input select textarea'.split(
    ' ',
  ),
);
const HEADING = new Set(['h1', 'h2', 'h3', 'summary']);
const TEXT_BLOCK = new Set(['p', 'li', 'dt', 'dd', 'blockquote', 'figcaption', 'td', 'th']);

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * A list of cards or links ("related articles", the services grid): each item holds a link and is
 * a card (a heading inside) or mostly the link's text. It only points to pages indexed themselves.
 */
function isLinkList(list: HTMLElement): boolean {
  const items = list.childNodes.filter((node): node is HTMLElement => 'tagName' in node && Boolean(node.tagName));
  if (items.length === 0) return false;
  return items.every((item) => {
    const links = item.querySelectorAll('a');
    if (links.length === 0) return false;
    if (item.querySelector('h2, h3, h4')) return true;
    const linked = links.reduce((sum, link) => sum + clean(link.text).length, 0);
    return linked / Math.max(1, clean(item.text).length) >= 0.6;
  });
}

/** An element's text with a space wherever elements meet ("Course", "Chakra Healing" stay apart). */
const textOf = (element: HTMLElement) => clean(element.structuredText.replace(/\n/g, ' '));

interface Section {
  heading: string;
  anchor?: string;
  blocks: string[];
}

/** The sections of a page's `<main>`, in reading order. */
export function sectionsOf(main: HTMLElement, title: string): Section[] {
  const sections: Section[] = [{ heading: title, blocks: [] }];
  const visit = (element: HTMLElement) => {
    for (const child of element.childNodes) {
      if (!('tagName' in child) || !child.tagName) continue;
      const node = child as HTMLElement;
      const tag = node.tagName.toLowerCase();
      if (
        SKIPPED.has(tag) ||
        node.hasAttribute('data-nosnippet') ||
        node.hasAttribute('hidden') ||
        node.getAttribute('aria-hidden') === 'true'
      ) {
        continue;
      }
      if ((tag === 'ul' || tag === 'ol') && isLinkList(node)) continue;
      if (tag === 'h1') continue; // The page's title: every section carries it already.
      if (HEADING.has(tag)) {
        const anchor = node.id || (tag === 'summary' ? node.parentNode?.id : undefined) || undefined;
        sections.push({ heading: textOf(node), anchor, blocks: [] });
      } else if (TEXT_BLOCK.has(tag)) {
        const text = textOf(node);
        if (text) sections.at(-1)?.blocks.push(text);
      } else {
        visit(node);
      }
    }
  };
  visit(main);
  return sections.filter((section) => section.blocks.length > 0);
}

/** A block's sentences (a list item or a short paragraph is one). */
function sentencesOf(blocks: string[], locale: Locale): string[] {
  const segmenter = new Intl.Segmenter(HTML_LANG[locale], { granularity: 'sentence' });
  return blocks.flatMap((block) =>
    [...segmenter.segment(block)].map((part) => clean(part.segment)).filter((sentence) => sentence.length > 1),
  );
}

const kindOf = (key: string): PageKind => {
  const prefix = key.split(':')[0];
  return prefix === 'post' || prefix === 'services' || prefix === 'offers' || prefix === 'quiz' ? prefix : 'page';
};

/** Reads the finished build and writes dist/server/chat-knowledge.json; returns the passages per language. */
export async function buildChatKnowledge(dist: string): Promise<Record<Locale, number>> {
  const manifest = JSON.parse(await readFile(join(dist, 'server', 'site-manifest.json'), 'utf8')) as SiteManifest;
  const file: KnowledgeFile = { version: 1, locales: {} as KnowledgeFile['locales'] };
  let id = 0;
  for (const locale of LOCALES) {
    const pages = manifest.pages.filter(
      (page) =>
        page.locale === locale && page.translated && page.indexable && !page.onDemand && !NOT_KNOWLEDGE.has(page.key),
    );
    const passages: Passage[] = [];
    for (const page of pages) {
      const html = parse(await readFile(join(dist, 'client', htmlFileOf(page.path)), 'utf8'));
      const main = html.querySelector('main');
      if (!main) continue;
      const documentTitle = clean(html.querySelector('title')?.text ?? '').replace(` — ${site.brandName}`, '');
      const title = clean(main.querySelector('h1')?.text ?? '') || documentTitle || page.path;
      for (const section of sectionsOf(main, title)) {
        passages.push({
          id: id++,
          path: page.path,
          key: page.key,
          kind: kindOf(page.key),
          title,
          ...(documentTitle && documentTitle !== title ? { documentTitle } : {}),
          heading: section.heading,
          ...(section.anchor ? { anchor: section.anchor } : {}),
          sentences: sentencesOf(section.blocks, locale),
        });
      }
    }
    file.locales[locale] = { passages, index: indexPassages(locale, passages) };
  }
  await writeFile(join(dist, 'server', KNOWLEDGE_FILE), JSON.stringify(file));
  return Object.fromEntries(LOCALES.map((locale) => [locale, file.locales[locale].passages.length])) as Record<
    Locale,
    number
  >;
}
