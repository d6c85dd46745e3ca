import { describe, expect, it } from 'vitest';
import { pageWithNotice } from './notice-page.ts';

const notice = { id: 'form-notice', text: 'Thank you & welcome' };

describe('pageWithNotice', () => {
  it('writes the text into the empty notice, however the renderer wrote its hidden attribute', () => {
    for (const hidden of ['hidden', 'hidden=""']) {
      const html = `<main><p id="form-notice" role="status" ${hidden} class="note"></p></main>`;
      expect(pageWithNotice(html, notice)).toBe(
        '<main><p id="form-notice" role="status" class="note">Thank you &amp; welcome</p></main>',
      );
    }
  });

  it('leaves a page without that notice alone, and does not take an attribute that only starts with hidden', () => {
    expect(pageWithNotice('<p id="other" hidden></p>', notice)).toBeUndefined();
    expect(pageWithNotice('<p id="form-notice" hiddenish></p>', notice)).toBeUndefined();
  });

  it('fills the field back in, focused and marked invalid', () => {
    const html = '<p id="form-notice" hidden></p><input id="email" type="email">';
    expect(pageWithNotice(html, notice, { id: 'email', value: 'a"b@example.com' })).toContain(
      '<input value="a&quot;b@example.com" autofocus aria-invalid="true" id="email" type="email">',
    );
  });
});
