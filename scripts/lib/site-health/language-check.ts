/**
 * Is every block of text in its page's language? eld (a maintained n-gram detector) reads every
 * paragraph, heading, list item, card title and excerpt of every built page. Text marked with
 * its own `lang` (a quotation, a language's name in the switcher) is judged in that language;
 * addresses, numbers and the words all our languages share (src/i18n/shared-terms.ts) are taken
 * out first. Labels, image descriptions, share-card texts and the structured data's names are read
 * too. Short blocks say too little for any detector: under MIN_LETTERS they are not judged,
 * and up to LONG_LETTERS the question is narrowed to "this language or English", the one mistake
 * a forgotten string makes. Measured precision on our own text is in docs/site-health.md.
 */
import { eld } from 'eld/large';
import type { HTMLElement, Node } from 'node-html-parser';
import { LOCALES, type Locale } from '../../../src/i18n/locales.ts';
import { SHARED_TERMS } from '../../../src/i18n/shared-terms.ts';
import type { HealthFinding } from '../../../src/lib/site-health.ts';
import type { BuiltPage } from './built-site.ts';

/** Blocks with fewer letters (a name, a label) are not judged. */
export const MIN_LETTERS = 16;
/** From this many letters a block is judged among all four languages. */
export const LONG_LETTERS = 40;

const BLOCKS = new Set('p li h1 h2 h3 h4 h5 h6 summary dt dd blockquote figcaption caption td th legend'.split(' '));
const NOT_TEXT = new Set('script style svg template noscript code kbd samp pre math'.split(' '));

const sharedTerms = new RegExp(
  `(?<![\\p{L}])(?:${[...SHARED_TERMS]
    .sort((a, b) => b.length - a.length)
    .map((term) => term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace("'", "['’]"))
    .join('|')})(?![\\p{L}])`,
  'giu',
);

/** The text a detector should judge: no addresses, links, numbers or shared terms. */
export function judgeableText(text: string): string {
  return text
    .replace(/\S+@\S+/g, ' ')
    .replace(/(?:https?:\/\/|\/)\S*/g, ' ')
    .replace(sharedTerms, ' ')
    .replace(/[\p{N}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const letterCount = (text: string) => (text.match(/\p{L}/gu) ?? []).length;

/** `pt-BR` → `pt`; a language outside the site's (Sanskrit, Hawaiian) → null. */
function siteLocale(lang: string | undefined): Locale | null {
  const code = lang?.toLowerCase().split('-')[0];
  return (LOCALES as readonly string[]).includes(code ?? '') ? (code as Locale) : null;
}

const isElement = (node: Node): node is HTMLElement => node.nodeType === 1;

/** A block of text and the language it is declared in (null when outside the site's languages). */
export interface TextBlock {
  text: string;
  locale: Locale | null;
}

/** The text of an element in its own language: children declared in another language are left out. */
function ownText(element: HTMLElement, lang: string): string {
  let text = '';
  for (const child of element.childNodes) {
    if (!isElement(child)) {
      text += child.text;
      continue;
    }
    const tag = child.tagName.toLowerCase();
    const childLang = child.getAttribute('lang');
    if (NOT_TEXT.has(tag) || child.getAttribute('translate') === 'no' || (childLang && childLang !== lang)) {
      text += ' ';
      continue;
    }
    text += ` ${ownText(child, lang)} `;
  }
  return text;
}

/** The page's blocks of visible text, each in its declared language; nested blocks are read apart. */
export function textBlocks(root: HTMLElement): TextBlock[] {
  const blocks: TextBlock[] = [];
  const visit = (element: HTMLElement, lang: string) => {
    for (const child of element.childNodes) {
      if (!isElement(child)) continue;
      const tag = child.tagName.toLowerCase();
      if (NOT_TEXT.has(tag) || child.hasAttribute('hidden') || child.getAttribute('translate') === 'no') continue;
      const childLang = child.getAttribute('lang') ?? lang;
      if (!BLOCKS.has(tag)) {
        visit(child, childLang);
        continue;
      }
      const nested = child.querySelectorAll([...BLOCKS].join(','));
      if (nested.length > 0) {
        // A list item holding a card: its heading and excerpt are blocks of their own.
        visit(child, childLang);
        continue;
      }
      blocks.push({ text: ownText(child, childLang).replace(/\s+/g, ' ').trim(), locale: siteLocale(childLang) });
    }
  };
  const html = root.querySelector('html');
  const body = root.querySelector('body');
  if (body) visit(body, html?.getAttribute('lang') ?? 'en');
  return blocks;
}

let currentCandidates = '';
/** Narrows the detector to these languages (rebuilding its subset only when they change). */
function narrowDetectorTo(candidates: readonly Locale[]) {
  const key = candidates.join();
  if (key === currentCandidates) return;
  eld.setLanguageSubset([...candidates]);
  currentCandidates = key;
}

/** Attributes a visitor hears or sees: screen-reader labels, image descriptions, tooltips, hints. */
const TEXT_ATTRIBUTES = ['aria-label', 'alt', 'title', 'placeholder'] as const;
/** Head metadata that search results and share cards show. */
const META_TEXT = 'meta[name="description"], meta[property="og:title"], meta[property="og:description"]';
/** JSON-LD fields that are text for people (names, headlines, answers, areas served). */
const JSON_LD_TEXT = new Set([
  'name',
  'headline',
  'description',
  'text',
  'areaServed',
  'articleSection',
  'alternateName',
]);

function jsonLdTexts(value: unknown, lang: string, out: TextBlock[], key = ''): void {
  if (typeof value === 'string') {
    if (JSON_LD_TEXT.has(key)) out.push({ text: value, locale: siteLocale(lang) });
  } else if (Array.isArray(value)) {
    for (const item of value) jsonLdTexts(item, lang, out, key);
  } else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const ownLang = typeof record.inLanguage === 'string' ? record.inLanguage : lang;
    for (const [childKey, child] of Object.entries(record)) jsonLdTexts(child, ownLang, out, childKey);
  }
}

/**
 * The page's text outside its blocks: labels and image descriptions (in the language of their
 * element), the description and share-card texts, and the structured data's names and texts
 * (in `headLang` when given: an untranslated page's metadata is English).
 */
export function attributeTexts(root: HTMLElement, { headLang }: { headLang?: string } = {}): TextBlock[] {
  const pageLang = root.querySelector('html')?.getAttribute('lang') ?? 'en';
  const metaLang = headLang ?? pageLang;
  const blocks: TextBlock[] = [];
  const selector = TEXT_ATTRIBUTES.map((name) => `body [${name}]`).join(', ');
  for (const element of root.querySelectorAll(selector)) {
    if (element.closest('[translate="no"]')) continue;
    const lang = element.closest('[lang]')?.getAttribute('lang') ?? pageLang;
    for (const name of TEXT_ATTRIBUTES) {
      const text = element.getAttribute(name);
      if (text) blocks.push({ text, locale: siteLocale(lang) });
    }
  }
  for (const meta of root.querySelectorAll(META_TEXT))
    blocks.push({ text: meta.getAttribute('content') ?? '', locale: siteLocale(metaLang) });
  // The share image's description speaks of the site's card, in the page's language.
  const imageAlt = root.querySelector('meta[property="og:image:alt"]')?.getAttribute('content');
  if (imageAlt) blocks.push({ text: imageAlt, locale: siteLocale(pageLang) });
  for (const script of root.querySelectorAll('script[type="application/ld+json"]')) {
    try {
      jsonLdTexts(JSON.parse(script.text), metaLang, blocks);
    } catch {
      // JSON-LD that does not parse is the structured-data check's finding.
    }
  }
  return blocks;
}

/** The detector's verdict on a block, or null when the block is too short to judge. */
export function detectBlockLanguage(text: string, declared: Locale): Locale | null {
  const judged = judgeableText(text);
  const letters = letterCount(judged);
  if (letters < MIN_LETTERS) return null;
  const candidates: Locale[] = letters >= LONG_LETTERS || declared === 'en' ? [...LOCALES] : [declared, 'en'];
  narrowDetectorTo(candidates);
  const language = eld.detect(judged).language;
  return (candidates as string[]).includes(language) ? (language as Locale) : null;
}

/** How many blocks were judged, how many agreed, and the findings on blocks in another language. */
export interface LanguageCheck {
  judged: number;
  agreed: number;
  notJudged: number;
  findings: HealthFinding[];
}

/** Reads every block of every page. English pages are read too (their count goes into the precision). */
export function checkLanguage(pages: readonly BuiltPage[]): LanguageCheck {
  const result: LanguageCheck = { judged: 0, agreed: 0, notJudged: 0, findings: [] };
  for (const { page, root } of pages) {
    // A page not translated yet shows the English text, and its metadata describes it in English.
    const headLang = page.translated === false ? 'en' : undefined;
    for (const block of [...textBlocks(root), ...attributeTexts(root, { headLang })]) {
      if (!block.locale) continue;
      const detected = detectBlockLanguage(block.text, block.locale);
      if (!detected) {
        result.notJudged++;
        continue;
      }
      result.judged++;
      if (detected === block.locale) {
        result.agreed++;
        continue;
      }
      result.findings.push({
        kind: 'wrongLanguage',
        page: page.path,
        locale: detected,
        quote: block.text.length > 90 ? `${block.text.slice(0, 89)}…` : block.text,
        quoteLang: detected,
      });
    }
  }
  return result;
}
