/**
 * Builds what the chat assistant knows (postbuild.ts runs it after `astro build`): reads every
 * translated, indexable page of the build as a visitor gets it, cuts its main content into
 * sections (chat-page-sections.ts) and their sentences (chat-sentences.ts), and writes the
 * sections and a search index per language to dist/server/chat-knowledge.json for the server to
 * load, with the facts it states (chat-facts-build.ts). What a page marks `data-nosnippet`
 * (invitations, the newsletter box, share links, the author's card, sample testimonials) is left
 * out, as search engines leave it out of their snippets.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'node-html-parser';
import { site } from '../../src/config/site.ts';
import { LOCALES, type Locale } from '../../src/i18n/locales.ts';
import {
  indexPassages,
  KNOWLEDGE_FILE,
  type KnowledgeFile,
  type PageKind,
  type Passage,
} from '../../src/server/chat/knowledge.ts';
import type { ManifestPage, SiteManifest } from '../../src/server/http/site-manifest.ts';
import { chatFactsOf } from './chat-facts-build.ts';
import { sectionsOf } from './chat-page-sections.ts';
import { sentencesOf } from './chat-sentences.ts';
import { htmlFileOf } from './site-health/built-site.ts';

/** Pages that are lists of other pages, reports or navigation: their cards would only echo the pages. */
const NOT_KNOWLEDGE = new Set(['page:blog', 'page:topics', 'page:audit', 'page:sitemap', 'page:performance']);

/** The pages of a language the assistant answers from: translated, indexable, built ahead. */
export function knowledgePages(manifest: SiteManifest, locale: Locale): ManifestPage[] {
  return manifest.pages.filter(
    (page) =>
      page.locale === locale && page.translated && page.indexable && !page.onDemand && !NOT_KNOWLEDGE.has(page.key),
  );
}

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

const kindOf = (key: string): PageKind => {
  const prefix = key.split(':')[0];
  return prefix === 'post' || prefix === 'services' || prefix === 'offers' || prefix === 'quiz' ? prefix : 'page';
};

/** A page's sections as passages (without their ids), from the page's HTML. */
export function passagesOfPage(page: ManifestPage, html: string): Omit<Passage, 'id'>[] {
  const document = parse(html);
  const main = document.querySelector('main');
  if (!main) return [];
  const documentTitle = clean(document.querySelector('title')?.text ?? '').replace(` — ${site.brandName}`, '');
  const title = clean(main.querySelector('h1')?.text ?? '') || documentTitle || page.path;
  return sectionsOf(main, title).flatMap((section) => {
    const { sentences, labels } = sentencesOf(section.blocks, page.locale);
    if (sentences.length === 0) return []; // Labels alone (an eyebrow before a heading) answer nothing.
    return [
      {
        path: page.path,
        key: page.key,
        kind: kindOf(page.key),
        title,
        ...(documentTitle && documentTitle !== title ? { documentTitle } : {}),
        heading: section.heading,
        ...(section.anchor ? { anchor: section.anchor } : {}),
        sentences,
        ...(labels.length > 0 ? { labels } : {}),
      },
    ];
  });
}

/** The knowledge file of these pages, read by `htmlOf` (the build reads files; a test renders them). */
export async function knowledgeFileOf(
  manifest: SiteManifest,
  htmlOf: (page: ManifestPage) => Promise<string>,
): Promise<KnowledgeFile> {
  const file: KnowledgeFile = {
    version: 1,
    locales: {} as KnowledgeFile['locales'],
    facts: chatFactsOf(manifest),
  };
  let id = 0;
  for (const locale of LOCALES) {
    const passages: Passage[] = [];
    for (const page of knowledgePages(manifest, locale)) {
      for (const passage of passagesOfPage(page, await htmlOf(page))) passages.push({ id: id++, ...passage });
    }
    file.locales[locale] = { passages, index: indexPassages(locale, passages) };
  }
  return file;
}

/** Reads the finished build and writes dist/server/chat-knowledge.json; returns the passages per language. */
export async function buildChatKnowledge(dist: string): Promise<Record<Locale, number>> {
  const manifest = JSON.parse(await readFile(join(dist, 'server', 'site-manifest.json'), 'utf8')) as SiteManifest;
  const file = await knowledgeFileOf(manifest, (page) => readFile(join(dist, 'client', htmlFileOf(page.path)), 'utf8'));
  await writeFile(join(dist, 'server', KNOWLEDGE_FILE), JSON.stringify(file));
  return Object.fromEntries(LOCALES.map((locale) => [locale, file.locales[locale].passages.length])) as Record<
    Locale,
    number
  >;
}
