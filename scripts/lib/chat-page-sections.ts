/**
 * A built page's `<main>` as the chat assistant reads it: sections (a heading, the id a link can
 * point at, and the text under it, in reading order). The text comes out as blocks that read as
 * prose: a definition list gives one "Term: definition." per item, and a list of short items
 * becomes one sentence ("Signs it needs care: feeling unsafe; restlessness."), so no heading word
 * or list fragment ever stands alone in an answer.
 */
import type { HTMLElement } from 'node-html-parser';

/** A section of a page: its heading, the id a link to it uses, and its text blocks. */
export interface PageSection {
  heading: string;
  /** The id of the section's own heading, else of the element that holds it (a FAQ's group). */
  anchor?: string;
  blocks: string[];
}

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
/** Small headings label what follows them (a list, usually) rather than start a section. */
const LABEL_HEADING = new Set(['h4', 'h5', 'h6']);
const TEXT_BLOCK = new Set(['p', 'blockquote', 'figcaption']);
/** What closes a sentence: a full stop, a question or an exclamation, maybe inside quotes. */
export const SENTENCE_END = /[.!?…]["'”’»)\]]*$/u;

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

/** An element's text with a space wherever elements meet ("Course", "Chakra Healing" stay apart). */
const textOf = (element: HTMLElement) => clean(element.structuredText.replace(/\n/g, ' '));

const elementsIn = (element: HTMLElement) =>
  element.childNodes.filter((node): node is HTMLElement => 'tagName' in node && Boolean(node.tagName));

/**
 * A list of cards or links ("related articles", the services grid): each item holds a link and is
 * a card (a heading inside) or mostly the link's text. It only points to pages indexed themselves.
 */
function isLinkList(list: HTMLElement): boolean {
  const items = elementsIn(list);
  if (items.length === 0) return false;
  return items.every((item) => {
    const links = item.querySelectorAll('a');
    if (links.length === 0) return false;
    if (item.querySelector('h2, h3, h4')) return true;
    const linked = links.reduce((sum, link) => sum + clean(link.text).length, 0);
    return linked / Math.max(1, clean(item.text).length) >= 0.6;
  });
}

/** Most words a paragraph's bold start may have to be its heading ("Newsletter.", "The kitchen."). */
const RUN_IN_HEADING_WORDS = 6;

/**
 * The heading a paragraph starts with, in bold and closed by a full stop ("<strong>Newsletter.</strong>
 * When you subscribe…"), if it has one; a bold start closed by a colon ("Check first:") is a label
 * of the text, not a heading.
 */
function runInHeading(paragraph: HTMLElement): string | undefined {
  const first = paragraph.childNodes.find((node) => node.text.trim() !== '');
  if (!first || !('tagName' in first) || !/^(strong|b)$/i.test((first as HTMLElement).tagName)) return undefined;
  const heading = textOf(first as HTMLElement);
  const isShort = heading.split(' ').length <= RUN_IN_HEADING_WORDS;
  return heading.endsWith('.') && isShort && textOf(paragraph).length > heading.length ? heading : undefined;
}

/** A list of cards (each item a heading and its text, or paragraphs) is read as sections, not one list. */
const holdsBlocks = (list: HTMLElement) =>
  elementsIn(list).some((item) => item.querySelector('h2, h3, h4, h5, h6, p, ul, ol, dl') !== null);

const isHidden = (node: HTMLElement) =>
  node.hasAttribute('data-nosnippet') || node.hasAttribute('hidden') || node.getAttribute('aria-hidden') === 'true';

/** "Term: definition." for each term of a definition list. */
function definitions(list: HTMLElement): string[] {
  const blocks: string[] = [];
  const visit = (element: HTMLElement) => {
    for (const node of elementsIn(element)) {
      const tag = node.tagName.toLowerCase();
      if (tag === 'dt') blocks.push(textOf(node));
      else if (tag === 'dd' && blocks.length > 0) blocks.push(`${blocks.pop()}: ${textOf(node)}`);
      else if (tag !== 'dd') visit(node);
    }
  };
  visit(list);
  return blocks.map((block) => (SENTENCE_END.test(block) ? block : `${block}.`));
}

/** A table's rows as sentences, each cell named by its column: "Root chakra: Note C, Mantra LAM." */
function tableRows(table: HTMLElement): string[] {
  const columns = table.querySelectorAll('thead th').map(textOf);
  return table
    .querySelectorAll('tbody tr')
    .map((row) => row.querySelectorAll('th, td').map(textOf))
    .filter((cells) => cells.length > 0)
    .map(([first, ...rest]) => {
      const named = rest.map((cell, index) => (columns[index + 1] ? `${columns[index + 1]} ${cell}` : cell));
      return named.length > 0 ? `${first}: ${named.join(', ')}.` : `${first}.`;
    });
}

/**
 * A list's items as blocks: each item on its own when all of them are sentences (the words that
 * lead into the list start the first), else one sentence of them all after those words.
 */
function listBlocks(items: string[], leadIn: string | undefined): string[] {
  if (items.every((item) => SENTENCE_END.test(item))) {
    const [first = '', ...rest] = items;
    return leadIn ? [`${leadIn} ${first}`, ...rest] : items;
  }
  const joined = items.map((item) => item.replace(/[.;,]+$/u, '')).join('; ');
  if (!leadIn) return [`${joined}.`];
  return [`${leadIn}${leadIn.endsWith(':') ? '' : ':'} ${joined}.`];
}

/** The sections of a page's `<main>`, in reading order; `title` heads the text before the first heading. */
export function sectionsOf(main: HTMLElement, title: string): PageSection[] {
  const sections: PageSection[] = [{ heading: title, blocks: [] }];
  const current = () => sections.at(-1) as PageSection;
  /** A small heading waiting to lead into the list after it. */
  let label: string | undefined;
  /** The section whose paragraphs start with run-in headings, while they do. */
  let runInParent: PageSection | undefined;

  const add = (...blocks: string[]) => {
    if (label) current().blocks.push(label);
    label = undefined;
    current().blocks.push(...blocks.filter(Boolean));
  };

  const addList = (list: HTMLElement) => {
    const items = elementsIn(list)
      .filter((item) => !isHidden(item))
      .map(textOf)
      .filter(Boolean);
    if (items.length === 0) return;
    const { blocks } = current();
    // A list continues the sentence that announces it ("…you have the right to:").
    const leadIn = label ?? (blocks.at(-1)?.endsWith(':') ? blocks.pop() : undefined);
    label = undefined;
    blocks.push(...listBlocks(items, leadIn));
  };

  /**
   * `inHeader`: a heading inside a `<header>` heads the element around the header (an article's
   * title sits in its header), so leaving the header's boxes does not end its section.
   */
  const visit = (element: HTMLElement, enclosingAnchor: string | undefined, inHeader: boolean) => {
    for (const node of elementsIn(element)) {
      const tag = node.tagName.toLowerCase();
      if (SKIPPED.has(tag) || isHidden(node)) continue;
      if (tag === 'h1') continue; // The page's title: every section carries it already.
      if (HEADING.has(tag)) {
        const anchor = node.id || (tag === 'summary' ? node.parentNode?.id : undefined) || enclosingAnchor;
        label = undefined;
        runInParent = undefined;
        sections.push({ heading: textOf(node), ...(anchor ? { anchor } : {}), blocks: [] });
      } else if (LABEL_HEADING.has(tag)) {
        label = textOf(node) || undefined;
      } else if ((tag === 'ul' || tag === 'ol') && isLinkList(node)) {
        // Cards and links to other pages: those pages are indexed themselves.
      } else if ((tag === 'ul' || tag === 'ol') && !holdsBlocks(node)) {
        addList(node);
      } else if (tag === 'dl') {
        add(...definitions(node));
      } else if (tag === 'table') {
        add(...tableRows(node));
      } else if (TEXT_BLOCK.has(tag)) {
        const runIn = runInHeading(node);
        if (runIn) {
          // "Newsletter. When you subscribe…": a sub-section of the section the run-in headings share.
          runInParent ??= current();
          const { heading, anchor } = runInParent;
          label = undefined;
          sections.push({
            heading: `${heading}: ${runIn.replace(/\.$/, '')}`,
            ...(anchor ? { anchor } : {}),
            blocks: [],
          });
        }
        add(
          textOf(node)
            .slice(runIn?.length ?? 0)
            .trim(),
        );
      } else {
        const before = current();
        const anchor = node.getAttribute('aria-labelledby') || node.id || enclosingAnchor;
        visit(node, anchor, inHeader || tag === 'header');
        // What follows a box that held headings (a FAQ's questions, an article) belongs to the
        // section around the box again: a passage of its own, never joined to the last question.
        if (current() !== before && !inHeader && tag !== 'header') {
          runInParent = undefined;
          sections.push({ heading: before.heading, ...(before.anchor ? { anchor: before.anchor } : {}), blocks: [] });
        }
      }
    }
  };
  visit(main, undefined, false);
  return sections.filter((section) => section.blocks.length > 0);
}
