/**
 * A Markdown (Sätteri hast) plugin for every text of the site: each of its sections (an `h2` and
 * what follows it, up to the next `h2`) goes into `<div class="text-section">`. In a long text
 * (`long-text`), the stylesheet (global.css) lets the browser skip the style, layout and paint of
 * every section after the first until it nears the screen: on a 2,500-word article that took
 * Lighthouse's style and layout from ~310 to ~210 ms and its blocking time from ~60 to ~15 ms
 * (four runs each, a phone's slowed-down CPU).
 */
import type { Element, ElementContent, RootContent } from 'hast';
import type { HastPluginDefinition } from 'satteri';

export const TEXT_SECTION_CLASS = 'text-section';

/**
 * A text's top-level nodes with each section wrapped; what comes before the first `h2` (the
 * introduction) stays as it is.
 */
export function wrapTextSections(nodes: readonly RootContent[]): RootContent[] {
  const wrapped: RootContent[] = [];
  let section: Element | undefined;
  for (const node of nodes) {
    if (node.type === 'element' && node.tagName === 'h2') {
      section = { type: 'element', tagName: 'div', properties: { className: [TEXT_SECTION_CLASS] }, children: [] };
      wrapped.push(section);
    }
    // Only a doctype (and MDX's `import`s, never in Markdown) cannot be an element's child.
    if (section && node.type !== 'doctype') section.children.push(node as ElementContent);
    else wrapped.push(node);
  }
  return wrapped;
}

export const textSections: HastPluginDefinition = {
  name: 'text-sections',
  before(root, ctx) {
    if (!root.children.some((node) => node.type === 'element' && node.tagName === 'h2')) return;
    // Sätteri's tree types add MDX's node kinds, which a Markdown text never holds.
    const children = wrapTextSections(root.children as RootContent[]);
    ctx.replaceNode(root, { type: 'root', children } as Parameters<typeof ctx.replaceNode>[1]);
  },
};
