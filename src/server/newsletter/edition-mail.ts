/**
 * An edition's mail: the owner's document drawn with react-email's components (tables and inline
 * styles that mail programs, Outlook's included, show as meant) in the site's look, and its plain
 * text part from the same HTML. The preview, the test and every subscriber's mail come from here.
 * Written with `createElement`: the server runs on Node's type stripping, which has no JSX.
 */
import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Img,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import { render, toPlainText } from '@react-email/render';
import { Fragment, createElement as h, type ReactNode } from 'react';
import { site } from '../../config/site.ts';
import { HTML_LANG, type Locale } from '../../i18n/locales.ts';
import { getMessages } from '../../i18n/messages/index.ts';
import { localizePath } from '../../i18n/paths.ts';
import { newsletterEditionPath } from '../../i18n/routes.ts';
import type { EditionVersion } from '../../lib/edition.ts';
import type { EditionBlock, EditionInline } from '../../lib/edition-document.ts';
import type { RenderedEditionMail } from '../db/edition-schema.ts';
import { MAIL_COLORS, mailFooter } from '../email/compose.ts';

/**
 * Stands for each subscriber's unsubscribe link in a rendered edition; the sender puts the link in
 * its place (edition-sending.ts). Plain letters only, so no renderer escapes or splits it.
 */
export const UNSUBSCRIBE_MARK = 'VIBRA-UNSUBSCRIBE-LINK-f3c9a1';

const { ink: INK, violet: VIOLET, soft: SOFT, paper: PAPER } = MAIL_COLORS;
const SERIF = "Georgia,'Times New Roman',serif";
const SANS = 'Arial,Helvetica,sans-serif';

const textStyle = { margin: '0 0 16px', fontSize: '16px', lineHeight: '1.6', color: INK };

/** Inline content: text with its marks, and line breaks. */
function inline(nodes: readonly EditionInline[] | undefined): ReactNode[] {
  return (nodes ?? []).map((node, index) => {
    if (node.type === 'hardBreak') return h('br', { key: index });
    let content: ReactNode = node.text;
    for (const mark of node.marks ?? []) {
      if (mark.type === 'bold') content = h('strong', null, content);
      else if (mark.type === 'italic') content = h('em', null, content);
      else content = h(Link, { href: mark.attrs.href, style: { color: VIOLET, textDecoration: 'underline' } }, content);
    }
    return h(Fragment, { key: index }, content);
  });
}

/** A block of the document, with the site's siteUrl for its images. */
function block(node: EditionBlock, key: number, siteUrl: string): ReactNode {
  switch (node.type) {
    case 'paragraph':
      // An empty paragraph is the writer's blank line: keep its height.
      return h(Text, { key, style: textStyle }, node.content?.length ? inline(node.content) : '\u00a0');
    case 'heading':
      return h(
        Heading,
        {
          key,
          as: node.attrs.level === 2 ? 'h2' : 'h3',
          style: {
            margin: '28px 0 12px',
            fontFamily: SERIF,
            fontWeight: 'normal',
            fontSize: node.attrs.level === 2 ? '24px' : '20px',
            lineHeight: '1.3',
            color: VIOLET,
          },
        },
        inline(node.content),
      );
    case 'bulletList':
    case 'orderedList':
      return h(
        node.type === 'bulletList' ? 'ul' : 'ol',
        {
          key,
          start: node.type === 'orderedList' ? node.attrs?.start : undefined,
          style: { margin: '0 0 16px', paddingLeft: '24px', color: INK },
        },
        node.content.map((item, index) =>
          h(
            'li',
            { key: index, style: { margin: '0 0 6px', fontSize: '16px', lineHeight: '1.6' } },
            // A list item's paragraphs sit tight inside it.
            item.content.map((child, childIndex) =>
              child.type === 'paragraph'
                ? h(Fragment, { key: childIndex }, inline(child.content))
                : block(child, childIndex, siteUrl),
            ),
          ),
        ),
      );
    case 'blockquote':
      return h(
        Section,
        {
          key,
          style: { margin: '0 0 16px', borderLeft: `3px solid ${VIOLET}`, paddingLeft: '16px', fontStyle: 'italic' },
        },
        node.content.map((child, index) => block(child, index, siteUrl)),
      );
    case 'horizontalRule':
      return h(Hr, { key, style: { margin: '24px 0', borderColor: '#e4dcef' } });
    case 'image':
      return h(Img, {
        key,
        src: `${siteUrl}${node.attrs.src}`,
        alt: node.attrs.alt,
        // Outlook on Windows sizes images by this attribute alone (the column, less its padding).
        width: 504,
        style: {
          display: 'block',
          width: '100%',
          maxWidth: '504px',
          height: 'auto',
          margin: '0 0 16px',
          borderRadius: '8px',
        },
      });
    case 'emailButton':
      return h(
        Section,
        { key, style: { margin: '24px 0' } },
        h(
          Button,
          {
            href: node.attrs.href,
            style: {
              backgroundColor: VIOLET,
              color: '#ffffff',
              borderRadius: '999px',
              padding: '12px 22px',
              fontFamily: SANS,
              fontSize: '16px',
              textDecoration: 'none',
            },
          },
          node.attrs.label,
        ),
      );
  }
}

export interface EditionMailParts {
  locale: Locale;
  version: EditionVersion;
  siteUrl: string;
  /** The edition's page in the public archive, when it is public. */
  readOnSiteUrl?: string;
  /** The recipient's unsubscribe link; UNSUBSCRIBE_MARK when rendering for many. */
  unsubscribeUrl: string;
}

function EditionMail({ locale, version, siteUrl, readOnSiteUrl, unsubscribeUrl }: EditionMailParts) {
  const t = getMessages(locale).email;
  const small = { margin: '0 0 8px', fontSize: '13px', lineHeight: '1.5', color: SOFT, fontFamily: SANS };
  const smallLink = { color: VIOLET, textDecoration: 'underline' };
  const { why, privacyUrl } = mailFooter(siteUrl, locale);
  return h(
    Html,
    { lang: HTML_LANG[locale] },
    h(Head, null, h('title', null, version.subject)),
    version.preheader ? h(Preview, null, version.preheader) : null,
    h(
      Body,
      { style: { margin: 0, padding: '24px 12px', backgroundColor: PAPER } },
      h(
        Container,
        {
          style: {
            maxWidth: '560px',
            backgroundColor: '#ffffff',
            borderRadius: '12px',
            padding: '32px 28px',
            fontFamily: SERIF,
          },
        },
        h(Text, { style: { margin: '0 0 24px', fontSize: '22px', color: VIOLET } }, site.brandName),
        readOnSiteUrl
          ? h(Text, { style: small }, h(Link, { href: readOnSiteUrl, style: smallLink }, t.readOnSite))
          : null,
        version.doc.content.map((node, index) => block(node, index, siteUrl)),
        h(Text, { style: textStyle }, t.signature, h('br'), site.authorName),
      ),
      h(
        Container,
        { style: { maxWidth: '560px', padding: '16px 28px' } },
        h(Text, { style: small }, t.careNote),
        h(Text, { style: small }, why),
        h(Text, { style: small }, h(Link, { href: unsubscribeUrl, style: smallLink }, t.unsubscribe)),
        h(Text, { style: small }, h(Link, { href: privacyUrl, style: smallLink }, t.privacyLink)),
      ),
    ),
  );
}

/** The edition's page in the public archive, in a language: the mail's "read it on the site" link. */
export function readOnSiteUrl(siteUrl: string, id: number, locale: Locale): string {
  return `${siteUrl}${localizePath(newsletterEditionPath(id), locale)}`;
}

/** The edition's mail in one language: subject, HTML and plain text. */
export async function renderEditionMail(parts: EditionMailParts): Promise<RenderedEditionMail> {
  const html = await render(h(EditionMail, parts));
  // The plain part from the same HTML, so both say the same; the preheader is not body text.
  const text = toPlainText(html, { selectors: [{ selector: '[data-skip-in-text=true]', format: 'skip' }] });
  return { subject: parts.version.subject, html, text };
}

/** A rendered edition for one subscriber: their unsubscribe link in place of the mark. */
export function personalize(mail: RenderedEditionMail, unsubscribeUrl: string): RenderedEditionMail {
  return {
    subject: mail.subject,
    html: mail.html.replaceAll(UNSUBSCRIBE_MARK, unsubscribeUrl.replaceAll('&', '&amp;')),
    text: mail.text.replaceAll(UNSUBSCRIBE_MARK, unsubscribeUrl),
  };
}
