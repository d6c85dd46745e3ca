import { describe, expect, it } from 'vitest';
import { atTopOfMain, escapeHtml, formFields, notSentPage, withSavedNotice } from './pages.ts';

const PAGE =
  '<!doctype html><html lang="pt-BR"><body><header>…</header><main id="main" tabindex="-1"><h1>Tarô</h1></main></body></html>';
const TEXTS = {
  savedNotice: 'Você está lendo a cópia guardada em {date}.',
  notSentTitle: 'Ainda não foi enviado',
  notSentText: 'Não foi possível se conectar ao servidor. Tente novamente mais tarde.',
  retry: 'Enviar de novo',
  emailLabel: 'Seu endereço de e-mail',
};

describe('atTopOfMain', () => {
  it('puts a block first inside <main>, where the skip link lands', () => {
    expect(atTopOfMain(PAGE, '<p>!</p>')).toContain('<main id="main" tabindex="-1"><p>!</p><h1>');
  });
  it('falls back to the end of <body> on a page without <main>', () => {
    expect(atTopOfMain('<body><h1>x</h1></body>', '<p>!</p>')).toBe('<body><h1>x</h1><p>!</p></body>');
  });
});

describe('withSavedNotice', () => {
  it('says when the page was saved, in the page language, and drops the body-specific headers', async () => {
    const saved = new Response(PAGE, {
      headers: {
        Date: 'Mon, 23 Nov 2026 14:05:00 GMT',
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Length': '999',
        ETag: '"abc"',
      },
    });
    const shown = await withSavedNotice(saved, TEXTS.savedNotice, 'pt-BR');
    const html = await shown.text();
    expect(html).toMatch(
      /<p class="offline-notice" role="status" data-saved-notice>Você está lendo a cópia guardada em 23 de novembro de 2026/,
    );
    expect(html).toContain('<h1>Tarô</h1>');
    expect(shown.headers.get('Content-Length')).toBeNull();
    expect(shown.headers.get('ETag')).toBeNull();
    expect(shown.headers.get('Cache-Control')).toBe('no-store');
  });
});

describe('formFields', () => {
  it('reads a form body, and nothing from a body that is not a form', async () => {
    const form = new Request('https://vibra.example/api/newsletter', {
      method: 'POST',
      body: new URLSearchParams({ email: 'ana@example.com', locale: 'pt' }),
    });
    expect(await formFields(form)).toEqual([
      ['email', 'ana@example.com'],
      ['locale', 'pt'],
    ]);
    const json = new Request('https://vibra.example/api/newsletter', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"email":"ana@example.com"}',
    });
    expect(await formFields(json)).toEqual([]);
  });
});

describe('notSentPage', () => {
  it('writes the form back with what was typed, every other field hidden, and the connection message', async () => {
    const body = new URLSearchParams({ email: 'ana@example.com', locale: 'pt', source: '/pt/', website: '' });
    const request = new Request('https://vibra.example/api/newsletter', { method: 'POST', body });
    const page = await notSentPage(new Response(PAGE), await formFields(request), new URL(request.url), TEXTS);
    expect(page.status).toBe(503);
    const html = await page.text();
    expect(html).toContain('<h2>Ainda não foi enviado</h2>');
    expect(html).toContain(TEXTS.notSentText);
    expect(html).toContain('<form method="post" action="/api/newsletter">');
    expect(html).toContain('value="ana@example.com"');
    expect(html).toContain('<input type="hidden" name="locale" value="pt">');
    expect(html).toContain('<input type="hidden" name="website" value="">');
    expect(html).toContain('<button type="submit">Enviar de novo</button>');
  });

  it('escapes whatever was typed', async () => {
    const body = new URLSearchParams({ email: '"><script>alert(1)</script>' });
    const request = new Request('https://vibra.example/api/newsletter', { method: 'POST', body });
    const html = await (
      await notSentPage(new Response(PAGE), await formFields(request), new URL(request.url), TEXTS)
    ).text();
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain(escapeHtml('"><script>alert(1)</script>'));
  });
});
