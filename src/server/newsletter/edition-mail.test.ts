import { describe, expect, it } from 'vitest';
import { pt } from '../../i18n/messages/pt.ts';
import type { EditionVersion } from '../../lib/edition.ts';
import { editionDocumentSchema } from '../../lib/edition-document.ts';
import { personalize, renderEditionMail, UNSUBSCRIBE_MARK } from './edition-mail.ts';

const SITE = 'https://vibra.test';

const version: EditionVersion = {
  subject: 'Lua nova, intenções novas',
  preheader: 'Uma prática simples para o mês',
  doc: editionDocumentSchema.parse({
    type: 'doc',
    content: [
      { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Para começar' }] },
      {
        type: 'paragraph',
        content: [
          { type: 'text', text: 'Respire ' },
          { type: 'text', text: 'fundo', marks: [{ type: 'bold' }] },
          { type: 'text', text: ' e leia ' },
          { type: 'text', text: 'o guia', marks: [{ type: 'link', attrs: { href: 'https://vibra.test/pt/chakra' } }] },
          { type: 'text', text: ' <script>alert(1)</script>' },
        ],
      },
      {
        type: 'bulletList',
        content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Um item' }] }] }],
      },
      {
        type: 'image',
        attrs: { src: '/newsletter/images/0123456789abcdef0123456789abcdef.jpg', alt: 'Uma vela acesa' },
      },
      { type: 'horizontalRule' },
      { type: 'emailButton', attrs: { href: 'https://vibra.test/pt/services', label: 'Agendar uma sessão' } },
    ],
  }),
};

describe('an edition rendered as mail', () => {
  it('draws every part of the document in HTML and plain text, in the language, with the footer links', async () => {
    const mail = await renderEditionMail({ locale: 'pt', version, siteUrl: SITE, unsubscribeUrl: UNSUBSCRIBE_MARK });
    expect(mail.subject).toBe(version.subject);
    expect(mail.html).toContain('lang="pt-BR"');
    expect(mail.html).toMatch(/<h2[^>]*>Para começar<\/h2>/);
    expect(mail.html).toContain('<strong>fundo</strong>');
    expect(mail.html).toContain('href="https://vibra.test/pt/chakra"');
    expect(mail.html).toContain('src="https://vibra.test/newsletter/images/0123456789abcdef0123456789abcdef.jpg"');
    expect(mail.html).toContain('alt="Uma vela acesa"');
    expect(mail.html).toContain('href="https://vibra.test/pt/services"');
    expect(mail.html).toContain('Uma prática simples para o mês');
    // Text the owner wrote is text, never markup.
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.html).toContain('https://vibra.test/pt/privacy/request');
    expect(mail.text).toContain('PARA COMEÇAR');
    expect(mail.text).toContain('Agendar uma sessão');
    expect(mail.text).toContain(pt.email.unsubscribe);
    expect(mail.text).toContain(pt.email.careNote);
  });

  it('puts each subscriber’s unsubscribe link in place of the mark, escaped in HTML', async () => {
    const mail = await renderEditionMail({ locale: 'pt', version, siteUrl: SITE, unsubscribeUrl: UNSUBSCRIBE_MARK });
    expect(mail.html).toContain(UNSUBSCRIBE_MARK);
    const link = `${SITE}/pt/newsletter/unsubscribe?token=abc&x=1`;
    const personal = personalize(mail, link);
    expect(personal.html).not.toContain(UNSUBSCRIBE_MARK);
    expect(personal.html).toContain('href="https://vibra.test/pt/newsletter/unsubscribe?token=abc&amp;x=1"');
    expect(personal.text).toContain(link);
  });

  it('refuses a document part the editor does not offer, and a script link', () => {
    const bad = (node: unknown) => editionDocumentSchema.safeParse({ type: 'doc', content: [node] }).success;
    expect(bad({ type: 'codeBlock', content: [{ type: 'text', text: 'x' }] })).toBe(false);
    expect(
      bad({
        type: 'paragraph',
        content: [{ type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }] }],
      }),
    ).toBe(false);
    expect(bad({ type: 'image', attrs: { src: 'https://elsewhere.test/a.jpg', alt: '' } })).toBe(false);
    expect(bad({ type: 'heading', attrs: { level: 1 }, content: [] })).toBe(false);
    expect(bad({ type: 'paragraph', content: [{ type: 'text', text: 'fine' }] })).toBe(true);
  });
});
