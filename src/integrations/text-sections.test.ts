import type { Element, RootContent } from 'hast';
import { describe, expect, it } from 'vitest';
import { TEXT_SECTION_CLASS, wrapTextSections } from './text-sections.ts';

const element = (tagName: string, text: string): Element => ({
  type: 'element',
  tagName,
  properties: {},
  children: [{ type: 'text', value: text }],
});
const newline: RootContent = { type: 'text', value: '\n' };

/** The tree as tag names, a section as its class and what it holds. */
function shape(nodes: readonly RootContent[]): unknown[] {
  return nodes
    .filter((node) => node.type === 'element')
    .map((node) =>
      node.properties.className ? { [String(node.properties.className)]: shape(node.children) } : node.tagName,
    );
}

describe('wrapTextSections', () => {
  it('puts each h2 and what follows it into a section, and leaves the introduction as it is', () => {
    const wrapped = wrapTextSections([
      element('p', 'Intro'),
      newline,
      element('h2', 'One'),
      element('p', 'a'),
      element('h3', 'One and a half'),
      element('ul', 'b'),
      newline,
      element('h2', 'Two'),
      element('p', 'c'),
    ]);
    expect(shape(wrapped)).toEqual([
      'p',
      { [TEXT_SECTION_CLASS]: ['h2', 'p', 'h3', 'ul'] },
      { [TEXT_SECTION_CLASS]: ['h2', 'p'] },
    ]);
    // Nothing is lost or reordered: the text reads as before.
    const text = (nodes: readonly RootContent[]): string =>
      nodes.map((node) => ('children' in node ? text(node.children) : 'value' in node ? node.value : '')).join('');
    expect(text(wrapped)).toBe('Intro\nOneaOne and a halfb\nTwoc');
  });

  it('leaves a text without second-level headings alone', () => {
    expect(shape(wrapTextSections([element('p', 'a'), element('h3', 'b'), element('p', 'c')]))).toEqual([
      'p',
      'h3',
      'p',
    ]);
  });
});
