import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SimpleMarkup } from './SimpleMarkup.tsx';

const html = (text: string) => renderToStaticMarkup(<SimpleMarkup text={text} />);

describe('SimpleMarkup', () => {
  it('renders simple emphasis as elements', () => {
    expect(html('It is <strong>not</strong> a <em>replacement</em>.')).toBe(
      'It is <strong>not</strong> a <em>replacement</em>.',
    );
    expect(html('<b>bold</b> and <i>italic</i>')).toBe('<strong>bold</strong> and <em>italic</em>');
    expect(html('<strong>nested <em>emphasis</em></strong>')).toBe('<strong>nested <em>emphasis</em></strong>');
  });

  it('never lets other markup through', () => {
    expect(html('<script>alert(1)</script>')).toBe('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html('<img src=x onerror=alert(1)>')).toBe('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('keeps the text of unclosed or stray tags', () => {
    expect(html('<strong>open')).toBe('open');
    expect(html('stray</em> end')).toBe('stray end');
  });
});
