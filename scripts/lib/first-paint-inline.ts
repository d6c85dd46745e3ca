/**
 * On slow 4G a page paints after its HTML and its stylesheet have both arrived, and every request
 * made before that paint (the icon sprite too) waits its own round trip. The first round trip
 * carries about 14.6 KB (TCP's first window: 10 packets), the second twice that. So, page by page,
 * postbuild writes into the HTML what the first paint needs, when that costs no extra round trip:
 * - the rules of the site's stylesheet this page's HTML uses, instead of the `<link
 *   rel="stylesheet">`, whose path stays on the `<style>`: the start-up script loads the whole file
 *   after the first paint, before the island runtime (an island, once used, can draw states its
 *   page's HTML does not have), and so does the performance overlay;
 * - the icons it draws, as symbols in the page, instead of the shared sprite file;
 * - or, where that is one window too many, only the rules of its first screen: those of the page
 *   with its `below-fold` parts emptied (drawn only near the screen: content-visibility). The
 *   start-up script then fetches the whole file at once, at the lowest priority, and a `<noscript>`
 *   link brings it without JavaScript; those parts' contents lack their rules only until it is in,
 *   and are drawn only near the screen.
 * It picks the form that reaches the first paint in the fewest round trips (the page's windows,
 * plus one for a stylesheet file), then one whose largest paint waits for no sprite file, then one
 * whose every part is styled from the page alone, then the smaller page: the shared files are
 * cached, so a page that gains nothing keeps them. (Measured
 * with Lighthouse's slow 4G: a page painting from its first window alone had FCP 714–731 ms against
 * 752 with the stylesheet file, and a request made before the paint added 150 ms to LCP.) Pages
 * rendered on demand keep the files.
 */
import { readFileSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { parse as parseHtml } from 'node-html-parser';
import postcss from 'postcss';
import selectorParser from 'postcss-selector-parser';
import { PurgeCSS } from 'purgecss';
import { FIRST_SCREEN_ATTRIBUTE, PAGE_CSS_ATTRIBUTE } from '../../src/lib/whole-stylesheet.ts';

/** What TCP delivers in the first round trip (initial window of 10 segments of 1,460 bytes). */
export const FIRST_WINDOW_BYTES = 14_600;
/** The production server's headers for a page (security headers with its script hashes): 0.98–1.04 KB. */
export const HEADER_BYTES = 1_100;

const STYLESHEET = /<link rel="stylesheet" href="(\/_astro\/[^"]+\.css)">/;
const SPRITE_USE = /<use href="(\/_astro\/icons\.[\w-]+\.svg)#([\w-]+)"/g;
const SPRITE_OPEN = '<svg style="display:none" aria-hidden="true">';
const SYMBOL = /<symbol id="([\w-]+)"[\s\S]*?<\/symbol>/g;

/** How a page could be sent: the HTML, and the shared files its first paint still waits for. */
export interface PageForm {
  html: string;
  /** The stylesheet is still a file: the page cannot paint before it arrives. */
  waitsForStylesheet: boolean;
  /** The icons are still a file, fetched before the first paint: it delays the largest paint. */
  waitsForSprite: boolean;
  /** Only the first screen's rules are in the page: its below-the-fold parts wait for the whole file. */
  belowFoldWaits?: boolean;
}

/** The TCP windows a response of `compressedBytes` (plus headers) spans, each twice the last. */
export function windowsFor(compressedBytes: number): number {
  let windows = 1;
  let window = FIRST_WINDOW_BYTES;
  let delivered = window;
  while (compressedBytes + HEADER_BYTES > delivered) {
    window *= 2;
    delivered += window;
    windows++;
  }
  return windows;
}

/**
 * Brotli at the quality postbuild sends (11) where it could change the window count, else the
 * faster 9, which writes up to about 10% more on our pages (and takes a fifth of the time).
 */
function compressedSize(html: string): number {
  const quick = brotliCompressSync(html, quality(9)).length;
  return windowsFor(quick * 0.85) === windowsFor(quick) ? quick : brotliCompressSync(html, quality(11)).length;
}

/**
 * The form that paints soonest: fewest round trips to the first paint (its windows, and one more
 * for a stylesheet file), then no sprite file to fetch before the largest paint, then every part
 * styled from the page alone, then the smallest; with the windows it spans.
 */
export function fastestForm(forms: readonly PageForm[]): PageForm & { windows: number } {
  const scored = forms.map((form) => {
    const compressedBytes = compressedSize(form.html);
    const windows = windowsFor(compressedBytes);
    const tripsToPaint = windows + (form.waitsForStylesheet ? 1 : 0);
    const score = [tripsToPaint, form.waitsForSprite ? 1 : 0, form.belowFoldWaits ? 1 : 0, compressedBytes];
    return { form: { ...form, windows }, score };
  });
  const better = (a: number[], b: number[]) => {
    const index = a.findIndex((value, at) => value !== b[at]);
    return index >= 0 && (a[index] ?? 0) < (b[index] ?? 0);
  };
  return scored.reduce((best, form) => (better(form.score, best.score) ? form : best)).form;
}

/**
 * Tailwind's classes as written (`sm:text-xl`, `w-[min(24rem,100%)]`, `aria-[current=page]:x`):
 * split on what cannot be part of one, never on `:`, `=` or brackets; and the parts around `=` too,
 * for attribute names and values (`aria-current="true"` keeps `[aria-current=true]` rules).
 */
function extractWords(text: string): string[] {
  const words = text.match(/[^\s"'`<>{};\\]+/g) ?? [];
  return [...words, ...words.filter((word) => word.includes('=')).flatMap((word) => word.split('='))];
}

/** Layers whose rules PurgeCSS chooses by the page's words; the others are trimmed below by element and by variable. */
const CHOSEN_LAYERS = new Set(['components', 'utilities']);

/** Whether a top-level rule is one whose contents are chosen by what the page uses. */
function isChosen(node: postcss.ChildNode): node is postcss.AtRule {
  return (
    node.type === 'atrule' && (node.name === 'keyframes' || (node.name === 'layer' && CHOSEN_LAYERS.has(node.params)))
  );
}

/** The stylesheet parsed once: its rules in order, and the chosen part as text for PurgeCSS. */
interface SplitStylesheet {
  nodes: postcss.ChildNode[];
  chosen: string;
}

function splitStylesheet(css: string): SplitStylesheet {
  const nodes = postcss.parse(css).nodes;
  return { nodes, chosen: nodes.filter(isChosen).join('') };
}

/**
 * The stylesheet's rules a page's HTML uses: its components' and utilities' rules that match its
 * words (inline scripts included), with the animations they name; Tailwind's defaults and our
 * element rules (`:focus-visible`, `[hidden]`) whole, since they apply to elements by kind or
 * state rather than by a class a page names; the custom properties those rules read. Nothing the
 * first paint cannot draw: no parts of inputs the page lacks, no hover styles.
 */
async function cssFor(html: string, stylesheet: SplitStylesheet): Promise<string> {
  const [result] = await new PurgeCSS().purge({
    content: [{ raw: html, extension: 'html' }],
    css: [{ raw: stylesheet.chosen }],
    defaultExtractor: extractWords,
    keyframes: true,
  });
  const kept = postcss.parse(result?.css ?? '').nodes;
  const out = postcss.root();
  for (const node of stylesheet.nodes) {
    if (node.type === 'comment') continue; // Tailwind's licence banner stays in the shared file
    const survivor = isChosen(node)
      ? kept.find((other) => other.type === 'atrule' && other.name === node.name && other.params === node.params)
      : node;
    if (survivor) out.append(survivor.clone());
  }
  dropRulesForAbsentElements(out, html);
  dropHoverStyles(out);
  // Last: the properties only dropped rules read go too.
  dropUnreadVariables(out, html);
  return out.toString();
}

/**
 * Hover styles wait for the whole stylesheet: the first paint draws nothing hovered, phones never
 * hover, and a desktop's mouse gets the stylesheet moments after.
 */
function dropHoverStyles(root: postcss.Root): void {
  root.walkAtRules('media', (rule) => {
    if (!/^\(\s*hover\s*:\s*hover\s*\)$/.test(rule.params)) return;
    const parent = rule.parent;
    rule.remove();
    if (parent && parent.type !== 'root') removeIfEmpty(parent as postcss.ChildNode);
  });
}

/** Input types whose browser-drawn parts Tailwind's preflight styles through vendor pseudo-elements. */
const DATE_TYPES = ['date', 'time', 'datetime-local', 'month', 'week'];
const PSEUDO_ELEMENT_INPUT_TYPES: readonly [RegExp, readonly string[]][] = [
  [/^::-webkit-(datetime-edit|date-and-time-value|calendar-picker-indicator)/, DATE_TYPES],
  [/^::-webkit-(inner|outer)-spin-button$/, ['number', ...DATE_TYPES]],
  [/^::-webkit-search-decoration$/, ['search']],
  [/^::file-selector-button$/, ['file']],
];

/**
 * Removes the element defaults (Tailwind's preflight) for elements the page does not have: a rule
 * stays while one of its selectors could match, that is, unless that selector's subject names an
 * element type missing from the HTML (`abbr:where([title])`, `sub`, `optgroup option`) or a part
 * only some inputs draw, with no such input on the page (`::-webkit-datetime-edit`, no date field).
 * Selectors without either (`::placeholder`, `[hidden]`, `:focus-visible`) always stay.
 */
function dropRulesForAbsentElements(root: postcss.Root, html: string): void {
  const present = new Set(Array.from(html.matchAll(/<([a-z][\w-]*)/gi), (match) => match[1]?.toLowerCase()));
  const inputTypes = new Set(
    Array.from(html.matchAll(/<input\b[^>]*>/gi), ([input]) => /\stype="?([\w-]+)/i.exec(input)?.[1]?.toLowerCase()),
  );
  const drawnOnPage = (pseudo: string) => {
    const needs = PSEUDO_ELEMENT_INPUT_TYPES.find(([name]) => name.test(pseudo))?.[1];
    return !needs || needs.some((type) => inputTypes.has(type));
  };
  const couldMatch = (selector: selectorParser.Selector) => {
    let subject: selectorParser.Tag | undefined;
    let part = true;
    // The subject is the last compound: its element type, if any, is the last tag before a combinator.
    selector.each((node) => {
      if (node.type === 'combinator') subject = undefined;
      else if (node.type === 'tag') subject = node;
      else if (node.type === 'pseudo' && !drawnOnPage(node.value.toLowerCase())) part = false;
    });
    return part && (!subject || present.has(subject.value?.toLowerCase()));
  };
  const parse = selectorParser();
  for (const layer of root.nodes) {
    if (layer.type !== 'atrule' || layer.name !== 'layer' || layer.params !== 'base') continue;
    layer.walkRules((rule) => {
      if (!parse.astSync(rule.selector).nodes.some(couldMatch)) rule.remove();
    });
    removeIfEmpty(layer);
  }
}

/** Where a custom property gets its value without reading others': the theme, and Tailwind's defaults. */
const isVariableSource = (node: postcss.ChildNode): node is postcss.AtRule =>
  node.type === 'atrule' &&
  (node.name === 'property' || (node.name === 'layer' && (node.params === 'theme' || node.params === 'properties')));

/**
 * Removes the custom properties nothing on the page reads: theme values and Tailwind's registered
 * defaults (`@property`, and their fallback for browsers without it) are written for the whole
 * site, most of them for rules this page does not have. A property is read when a kept rule, or
 * a value of another read property, says `var(--name`, or when the page names it (an inline
 * style, an inline script reading it).
 */
function dropUnreadVariables(root: postcss.Root, pageText: string): void {
  const read = new Set(pageText.match(/--[\w-]+/g));
  const readIn = (text: string) => {
    for (const [, name] of text.matchAll(/var\(\s*(--[\w-]+)/g)) read.add(name ?? '');
  };
  for (const node of root.nodes) if (!isVariableSource(node)) readIn(node.toString());
  // Values of read properties read others (`--default-font-family: var(--font-sans)`).
  const definitions: postcss.Declaration[] = [];
  for (const node of root.nodes.filter(isVariableSource))
    node.walkDecls((declaration) => {
      if (declaration.prop.startsWith('--')) definitions.push(declaration);
    });
  for (let size = -1; size !== read.size; ) {
    size = read.size;
    for (const declaration of definitions) if (read.has(declaration.prop)) readIn(declaration.value);
  }
  for (const node of root.nodes.filter(isVariableSource)) {
    if (node.name === 'property') {
      if (!read.has(node.params)) node.remove();
      continue;
    }
    node.walkDecls((declaration) => {
      if (declaration.prop.startsWith('--') && !read.has(declaration.prop)) declaration.remove();
    });
    removeIfEmpty(node);
  }
}

/** The class of the parts drawn only near the screen (global.css: content-visibility: auto). */
const BELOW_FOLD = 'below-fold';

/**
 * The page with its below-the-fold parts emptied (for the rules its first screen uses), or null if
 * it has none. Each part keeps its own box and classes, `below-fold` among them: at the first paint
 * it is an empty, contained placeholder of its usual height, so its unstyled contents are neither
 * drawn nor able to widen the page (a footer's icons at their default 300 px made the page wider,
 * and the fixed chat button moved when the whole stylesheet came: CLS 0.021).
 */
function withoutBelowFold(html: string): string | null {
  if (!html.includes(BELOW_FOLD)) return null;
  const root = parseHtml(html, { comment: true });
  const parts = root.querySelectorAll(`.${BELOW_FOLD}`);
  if (parts.length === 0) return null;
  for (const part of parts) part.set_content('');
  return root.toString();
}

/** Removes a rule or at-rule left empty (its emptied rules and `@supports` first). */
function removeIfEmpty(node: postcss.ChildNode): void {
  if (node.type !== 'rule' && node.type !== 'atrule') return;
  for (const child of [...(node.nodes ?? [])]) removeIfEmpty(child);
  if (node.nodes?.length === 0) node.remove();
}

export interface InlineSummary {
  pages: number;
  /** Pages carrying every rule their HTML uses. */
  cssInlined: number;
  /** Pages carrying only their first screen's rules (one round trip fewer than with them all). */
  firstScreenOnly: number;
  iconsInlined: number;
  /** Pages over one round trip, whose tab icon is written in. */
  faviconInlined: number;
}

/** Rewrites every prerendered page into the form that paints soonest. */
export async function inlineForFirstPaint(dist: string): Promise<InlineSummary> {
  const client = join(dist, 'client');
  const entries = await readdir(client, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html'));
  const read = memo((path: string) => readFileSync(join(client, path), 'utf8'));
  const stylesheetAt = memo((path: string) => splitStylesheet(read(path)));
  const summary: InlineSummary = {
    pages: files.length,
    cssInlined: 0,
    firstScreenOnly: 0,
    iconsInlined: 0,
    faviconInlined: 0,
  };

  for (const entry of files) {
    const file = join(entry.parentPath, entry.name);
    const html = await readFile(file, 'utf8');
    const stylesheet = STYLESHEET.exec(html)?.[1];
    const uses = [...html.matchAll(SPRITE_USE)];
    const sprite = uses[0]?.[1];
    const forms: PageForm[] = [{ html, waitsForStylesheet: !!stylesheet, waitsForSprite: !!sprite }];

    let withIcons = html;
    if (sprite) {
      const symbols = new Map([...read(sprite).matchAll(SYMBOL)].map((match) => [match[1], match[0]]));
      const used = [...new Set(uses.map((use) => use[2] ?? ''))];
      const missing = used.filter((id) => !symbols.has(id));
      if (missing.length) throw new Error(`${file}: icons ${missing.join(', ')} are not in ${sprite}`);
      withIcons = html
        .replaceAll(SPRITE_USE, (_, _sprite, id) => `<use href="#${id}"`)
        // Hidden by its own style: an `<svg>` is not hidden by the `hidden` attribute without the stylesheet's rule.
        .replace(/<body[^>]*>/, (body) => `${body}${SPRITE_OPEN}${used.map((id) => symbols.get(id)).join('')}</svg>`);
      forms.push({ html: withIcons, waitsForStylesheet: !!stylesheet, waitsForSprite: false });
    }
    if (stylesheet) {
      const css = await cssFor(withIcons, stylesheetAt(stylesheet));
      const style = `<style ${PAGE_CSS_ATTRIBUTE} data-stylesheet="${stylesheet}">${css}</style>`;
      forms.push({
        html: withIcons.replace(STYLESHEET, () => style),
        waitsForStylesheet: false,
        waitsForSprite: false,
      });
      const firstScreen = withoutBelowFold(withIcons);
      if (firstScreen !== null) {
        const firstScreenCss = await cssFor(firstScreen, stylesheetAt(stylesheet));
        const firstScreenStyle =
          `<style ${PAGE_CSS_ATTRIBUTE} ${FIRST_SCREEN_ATTRIBUTE} data-stylesheet="${stylesheet}">${firstScreenCss}</style>` +
          `<noscript><link rel="stylesheet" href="${stylesheet}"></noscript>`;
        forms.push({
          html: withIcons.replace(STYLESHEET, () => firstScreenStyle),
          waitsForStylesheet: false,
          waitsForSprite: false,
          belowFoldWaits: true,
        });
      }
    }

    const { html: chosen, windows } = fastestForm(forms);
    // Over one round trip, the browser asks for the tab icon before the first paint (it reads the
    // `<head>` while the rest still arrives): written in, it costs the page no request.
    const written = windows > 1 ? chosen.replace(FAVICON, () => faviconInline(client)) : chosen;
    if (written === html) continue;
    if (written.includes(`<style ${PAGE_CSS_ATTRIBUTE} ${FIRST_SCREEN_ATTRIBUTE}`)) summary.firstScreenOnly++;
    else if (written.includes(`<style ${PAGE_CSS_ATTRIBUTE}`)) summary.cssInlined++;
    if (sprite) summary.iconsInlined++;
    if (written !== chosen) summary.faviconInlined++;
    await writeFile(file, written);
  }
  return summary;
}

const FAVICON = /<link rel="icon" href="\/favicon\.svg" type="image\/svg\+xml">/;

/** The site's SVG icon as a `data:` URL in its `<link rel="icon">`. */
const faviconInline = memo((client: string) => {
  const svg = readFileSync(join(client, 'favicon.svg'), 'utf8').replace(/>\s+</g, '><').trim();
  return `<link rel="icon" href="data:image/svg+xml,${encodeURIComponent(svg)}" type="image/svg+xml">`;
});

function memo<T>(load: (key: string) => T): (key: string) => T {
  const cache = new Map<string, T>();
  return (key) => {
    if (!cache.has(key)) cache.set(key, load(key));
    return cache.get(key) as T;
  };
}

function quality(level: number) {
  return { params: { [constants.BROTLI_PARAM_QUALITY]: level } };
}
