import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { site } from '../../config/site.ts';
import type { EditionBlock } from '../../lib/edition-document.ts';
import { EditionBody, linkRel } from './EditionBody.tsx';

const IMAGE = `/newsletter/images/${'a'.repeat(32)}.jpg`;
const html = (content: EditionBlock[], images = {}) =>
  renderToStaticMarkup(<EditionBody doc={{ type: 'doc', content }} images={images} />);

describe('EditionBody', () => {
  it('draws the text with its marks, headings, lists and quotes, without the editor’s blank lines at its ends', () => {
    const out = html([
      { type: 'paragraph' },
      { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Lua' }] },
      {
        type: 'paragraph',
        content: [
          { type: 'text', text: 'forte', marks: [{ type: 'bold' }, { type: 'italic' }] },
          { type: 'hardBreak' },
          { type: 'text', text: '<script>' },
        ],
      },
      { type: 'paragraph' },
      {
        type: 'orderedList',
        attrs: { start: 3 },
        content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'um' }] }] }],
      },
      { type: 'blockquote', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'citação' }] }] },
      { type: 'horizontalRule' },
      { type: 'paragraph' },
    ]);
    expect(out).toMatch(/^<div class="prose-vibra"><h2 class="text-violet-900">Lua<\/h2>/);
    expect(out).toContain('<p><em><strong>forte</strong></em><br/>&lt;script&gt;</p><p>\u00a0</p>');
    expect(out).toContain('<ol start="3"><li class="mb-1.5">um</li></ol>');
    expect(out).toMatch(/<blockquote [^>]*><p>citação<\/p><\/blockquote><hr [^>]*\/><\/div>$/);
  });

  it('gives images their stored size so nothing moves when they arrive, fetching only an opening one at once', () => {
    const out = html(
      [
        { type: 'image', attrs: { src: IMAGE, alt: 'Lua cheia' } },
        { type: 'image', attrs: { src: IMAGE, alt: '' } },
        { type: 'image', attrs: { src: '/newsletter/images/unknown.png', alt: '' } },
      ],
      { [IMAGE]: { width: 1120, height: 630 } },
    );
    const images = out.match(/<img [^>]*>/g) ?? [];
    expect(images).toHaveLength(3);
    expect(images[0]).toContain('alt="Lua cheia" width="1120" height="630" loading="eager" decoding="async"');
    expect(images[1]).toContain('width="1120" height="630" loading="lazy"');
    // Its size unknown: no box reserved rather than a wrong one.
    expect(images[2]).not.toContain('width=');
    expect(images[2]).toContain('loading="lazy"');
  });

  it('links with the site’s button for a button, and keeps other sites from this window and the reader’s address', () => {
    const out = html([
      { type: 'emailButton', attrs: { href: 'https://shop.example/kit', label: 'Ver o kit' } },
      {
        type: 'paragraph',
        content: [{ type: 'text', text: 'aqui', marks: [{ type: 'link', attrs: { href: `${site.url}/blog/aura` } }] }],
      },
    ]);
    expect(out).toContain('<a href="https://shop.example/kit" rel="external noopener noreferrer" class="inline-flex');
    expect(out).toContain(`<a href="${site.url}/blog/aura">aqui</a>`);
    expect(linkRel('mailto:luz@example.com')).toBeUndefined();
    expect(linkRel('HTTPS://other.example')).toBe('external noopener noreferrer');
  });
});
