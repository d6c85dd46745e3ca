import { site } from '../../config/site.ts';
import { HTML_LANG, type Locale } from '../../i18n/locales.ts';
import { format, getMessages } from '../../i18n/messages/index.ts';
import { ownerMessages } from '../../i18n/owner/index.ts';
import { localizePath } from '../../i18n/paths.ts';
import { NEWSLETTER_PAGES, PRIVACY_REQUEST_PATH } from '../../i18n/routes.ts';
import { escapeXml } from '../../lib/xml.ts';
import type { GiftFacts } from '../../site/gift.ts';
import type { MailAttachment } from '../db/schema.ts';

/** A mail ready for the outbox. */
export interface ComposedMail {
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  /** Files it carries (a calendar invitation, an image the HTML shows). */
  attachments?: MailAttachment[];
}

/** Who a newsletter mail is for, and the secrets its links carry. */
export interface MailRecipient {
  locale: Locale;
  unsubscribeToken: string;
  confirmToken?: string | null;
}

/** A link into the site with a token (the site's public address, the localized page). */
function tokenLink(siteUrl: string, page: string, locale: Locale, token: string): string {
  return `${siteUrl}${localizePath(page, locale)}?token=${encodeURIComponent(token)}`;
}

/**
 * The unsubscribe link and the RFC 8058 headers every newsletter mail carries: mail programs
 * show an "Unsubscribe" button that POSTs `List-Unsubscribe=One-Click` to the same address.
 */
export function unsubscribeParts(siteUrl: string, recipient: Pick<MailRecipient, 'locale' | 'unsubscribeToken'>) {
  const url = tokenLink(siteUrl, NEWSLETTER_PAGES.unsubscribe, recipient.locale, recipient.unsubscribeToken);
  return {
    url,
    headers: { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/**
 * A part of a mail's body: a paragraph of plain text (escaped here), or a part the caller wrote
 * in both forms, whose HTML is trusted as it is (a list of facts, a code to copy, an image); one
 * with empty text (an image) is left out of the plain text.
 */
export type MailBlock = string | { text: string; html: string };

/** A mail's body: what it says before and after its button, and what its footer says. */
export interface MailLayout {
  locale: Locale;
  preheader: string;
  paragraphs: MailBlock[];
  button?: { label: string; url: string };
  after: MailBlock[];
  /** Newsletter mail only; a single transactional mail (the quiz guide) has none. */
  unsubscribeUrl?: string;
  siteUrl: string;
  /** Why this mail came, with `{site}`; the newsletter's reason by default. */
  footerWhy?: string;
}

/** The site's colours in mail (inline styles: mail programs ignore stylesheets), for every mail. */
export const MAIL_COLORS = { ink: '#2b2438', violet: '#4b2a6b', soft: '#6b6378', paper: '#f7f3ee' } as const;

/** The site's address without its scheme, as mails name it ("vibra.example"). */
function siteHost(siteUrl: string): string {
  return siteUrl.replace(/^https?:\/\//, '');
}

/**
 * What every mail's footer says besides the unsubscribe link: why it came (`footerWhy`, the
 * newsletter's reason by default) and where to see or delete one's data.
 */
export function mailFooter(siteUrl: string, locale: Locale, footerWhy?: string) {
  const t = getMessages(locale).email;
  return {
    why: format(footerWhy ?? t.footerWhy, { site: siteHost(siteUrl) }),
    // Every mail leads to the privacy request page (LGPD art. 18), in the mail's language.
    privacyUrl: `${siteUrl}${localizePath(PRIVACY_REQUEST_PATH, locale)}`,
  };
}

/** Plain text and HTML from the same parts, so both always say the same thing. */
export function renderMail(layout: MailLayout): { text: string; html: string } {
  const t = getMessages(layout.locale).email;
  const { why, privacyUrl } = mailFooter(layout.siteUrl, layout.locale, layout.footerWhy);
  const asText = (block: MailBlock) => (typeof block === 'string' ? block : block.text);
  const text = [
    ...layout.paragraphs.map(asText),
    ...(layout.button ? [`${layout.button.label}: ${layout.button.url}`] : []),
    ...layout.after.map(asText),
    `${t.signature}\n${site.authorName}`,
    // The conventional signature separator ("-- "), so mail programs can fold what follows.
    '-- ',
    t.careNote,
    why,
    ...(layout.unsubscribeUrl ? [`${t.unsubscribe}: ${layout.unsubscribeUrl}`] : []),
    `${t.privacyLink}: ${privacyUrl}`,
  ]
    .filter((part) => part !== '')
    .join('\n\n');

  const paragraph = (block: MailBlock) =>
    typeof block === 'string'
      ? `<p style="margin:0 0 16px;font-size:16px;line-height:1.6;color:${MAIL_COLORS.ink}">${escapeXml(block)}</p>`
      : block.html;
  const small = (body: string) =>
    `<p style="margin:0 0 8px;font-size:13px;line-height:1.5;color:${MAIL_COLORS.soft}">${body}</p>`;
  const html = `<!doctype html>
<html lang="${HTML_LANG[layout.locale]}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeXml(site.brandName)}</title></head>
<body style="margin:0;padding:0;background:${MAIL_COLORS.paper}">
<span style="display:none;max-height:0;overflow:hidden;opacity:0">${escapeXml(layout.preheader)}</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${MAIL_COLORS.paper}"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px"><tr><td style="padding:32px 28px;font-family:Georgia,'Times New Roman',serif">
<p style="margin:0 0 24px;font-size:22px;color:${MAIL_COLORS.violet}">${escapeXml(site.brandName)}</p>
${layout.paragraphs.map(paragraph).join('\n')}
${layout.button ? `<p style="margin:24px 0"><a href="${escapeXml(layout.button.url)}" style="display:inline-block;background:${MAIL_COLORS.violet};color:#ffffff;text-decoration:none;padding:12px 22px;border-radius:999px;font-family:Arial,sans-serif;font-size:16px">${escapeXml(layout.button.label)}</a></p>` : ''}
${layout.after.map(paragraph).join('\n')}
<p style="margin:0 0 16px;font-size:16px;line-height:1.6;color:${MAIL_COLORS.ink}">${escapeXml(t.signature)}<br>${escapeXml(site.authorName)}</p>
</td></tr></table>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px"><tr><td style="padding:16px 28px;font-family:Arial,sans-serif">
${small(escapeXml(t.careNote))}
${small(escapeXml(why))}
${layout.unsubscribeUrl ? small(`<a href="${escapeXml(layout.unsubscribeUrl)}" style="color:${MAIL_COLORS.violet}">${escapeXml(t.unsubscribe)}</a>`) : ''}
${small(`<a href="${escapeXml(privacyUrl)}" style="color:${MAIL_COLORS.violet}">${escapeXml(t.privacyLink)}</a>`)}
</td></tr></table>
</td></tr></table>
</body>
</html>`;
  return { text, html };
}

/** The welcome mail with the gift: the guided chakra meditation in the subscriber's language. */
export function welcomeMail(siteUrl: string, recipient: MailRecipient, gift: GiftFacts): ComposedMail {
  const t = getMessages(recipient.locale).email;
  const unsubscribe = unsubscribeParts(siteUrl, recipient);
  return {
    subject: t.welcomeSubject,
    headers: unsubscribe.headers,
    ...renderMail({
      locale: recipient.locale,
      preheader: t.welcomePreheader,
      paragraphs: [t.welcomeGreeting, format(t.welcomeIntro, { minutes: gift.minutes })],
      button: { label: t.welcomeListen, url: `${siteUrl}${gift.pagePath}` },
      after: [t.welcomeTip, t.welcomeNext],
      unsubscribeUrl: unsubscribe.url,
      siteUrl,
    }),
  };
}

/** Double opt-in: the mail whose button leads to the confirmation page. */
export function confirmMail(siteUrl: string, recipient: MailRecipient): ComposedMail {
  if (!recipient.confirmToken) throw new Error('a confirmation mail needs a confirm token');
  const t = getMessages(recipient.locale).email;
  const unsubscribe = unsubscribeParts(siteUrl, recipient);
  return {
    subject: t.confirmSubject,
    headers: unsubscribe.headers,
    ...renderMail({
      locale: recipient.locale,
      preheader: t.confirmPreheader,
      paragraphs: [t.confirmIntro],
      button: {
        label: t.confirmButton,
        url: tokenLink(siteUrl, NEWSLETTER_PAGES.confirm, recipient.locale, recipient.confirmToken),
      },
      after: [t.confirmIgnore],
      unsubscribeUrl: unsubscribe.url,
      siteUrl,
    }),
  };
}

/** The quiz's guide: one transactional mail (no list, no unsubscribe link), in the visitor's language. */
export function quizGuideMail(
  siteUrl: string,
  locale: Locale,
  guide: { resultName: string; title: string; path: string; pdfPath: string },
): ComposedMail {
  const t = getMessages(locale).email;
  return {
    subject: format(t.quizGuideSubject, { title: guide.title }),
    headers: {},
    ...renderMail({
      locale,
      preheader: t.quizGuidePreheader,
      paragraphs: [format(t.quizGuideIntro, { name: guide.resultName, title: guide.title })],
      button: { label: t.quizGuideButton, url: `${siteUrl}${guide.path}` },
      after: [format(t.quizGuidePdf, { url: `${siteUrl}${guide.pdfPath}` }), t.quizGuideAfter],
      siteUrl,
      footerWhy: t.quizFooterWhy,
    }),
  };
}

/**
 * The privacy request's link (LGPD art. 18): one transactional mail, sent whether or not the site
 * holds anything about the address, whose button opens the request page with the link's token.
 */
export function privacyLinkMail(siteUrl: string, locale: Locale, token: string): ComposedMail {
  const t = getMessages(locale).email;
  const host = siteHost(siteUrl);
  return {
    subject: t.privacySubject,
    headers: {},
    ...renderMail({
      locale,
      preheader: t.privacyPreheader,
      paragraphs: [format(t.privacyIntro, { site: host })],
      button: { label: t.privacyButton, url: tokenLink(siteUrl, PRIVACY_REQUEST_PATH, locale, token) },
      after: [t.privacyAfter],
      siteUrl,
      footerWhy: t.privacyFooterWhy,
    }),
  };
}

/**
 * An owner's password-reset link: a plain security mail in the owner's texts, without the
 * newsletter's footer or care note; text and HTML from the same paragraphs.
 */
export function ownerPasswordResetMail(locale: Locale, link: string): ComposedMail {
  const texts = ownerMessages(locale).passwordReset;
  const paragraphs = format(texts.mailText, { site: site.brandName, link }).split('\n\n');
  const html = (paragraph: string) =>
    paragraph === link
      ? `<p><a href="${escapeXml(link)}">${escapeXml(link)}</a></p>`
      : `<p>${escapeXml(paragraph)}</p>`;
  return {
    subject: texts.mailSubject,
    headers: {},
    text: paragraphs.join('\n\n'),
    html: paragraphs.map(html).join('\n'),
  };
}
