/**
 * The parts of a booking mail the shared layout (email/compose.ts) does not draw itself, each in
 * plain text and HTML from the same values: the session's facts, a small heading, the Pix code to
 * copy and its QR code. Inline styles only: mail programs ignore stylesheets.
 */
import { escapeXml } from '../../lib/xml.ts';
import { MAIL_COLORS, type MailBlock } from '../email/compose.ts';

/** One fact of the session: a label and its value, a link when `href` is given. */
export interface MailFact {
  label: string;
  value: string;
  href?: string;
}

/** The facts as a two-column table, and as "Label: value" lines. */
export function factsBlock(facts: MailFact[]): MailBlock {
  const row = ({ label, value, href }: MailFact) => {
    const shown = href
      ? `<a href="${escapeXml(href)}" style="color:${MAIL_COLORS.violet}">${escapeXml(value)}</a>`
      : escapeXml(value);
    return `<tr><td style="padding:6px 12px 6px 0;vertical-align:top;font-size:14px;color:${MAIL_COLORS.soft};white-space:nowrap">${escapeXml(label)}</td><td style="padding:6px 0;vertical-align:top;font-size:16px;line-height:1.5;color:${MAIL_COLORS.ink};white-space:pre-line">${shown}</td></tr>`;
  };
  return {
    text: facts.map(({ label, value }) => `${label}: ${value}`).join('\n'),
    html: `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 20px;border-top:1px solid ${MAIL_COLORS.paper};border-bottom:1px solid ${MAIL_COLORS.paper}">${facts.map(row).join('')}</table>`,
  };
}

/** A short heading before a part of the mail. */
export function headingBlock(text: string): MailBlock {
  return {
    text: text.toUpperCase(),
    html: `<p style="margin:24px 0 8px;font-size:18px;color:${MAIL_COLORS.violet}">${escapeXml(text)}</p>`,
  };
}

/** A code to copy whole: on a tinted ground, broken anywhere so a long code never widens the mail. */
export function codeBlock(label: string, code: string): MailBlock {
  return {
    text: `${label}:\n${code}`,
    html: `<p style="margin:0 0 4px;font-size:14px;color:${MAIL_COLORS.soft}">${escapeXml(label)}</p>
<p style="margin:0 0 16px;padding:12px;background:${MAIL_COLORS.paper};border-radius:8px;font-family:'Courier New',monospace;font-size:13px;line-height:1.5;color:${MAIL_COLORS.ink};word-break:break-all">${escapeXml(code)}</p>`,
  };
}

/** An image the mail carries (by its cid), after a line that says what to do with it; HTML only. */
export function imageBlock(note: string, image: { cid: string; alt: string; size: number }): MailBlock {
  return {
    text: '',
    html: `<p style="margin:0 0 8px;font-size:16px;line-height:1.6;color:${MAIL_COLORS.ink}">${escapeXml(note)}</p>
<p style="margin:0 0 16px"><img src="cid:${escapeXml(image.cid)}" width="${image.size}" height="${image.size}" alt="${escapeXml(image.alt)}" style="display:block;border:0"></p>`,
  };
}

/** Links, one a line: "Label: address" in plain text, the label linked in HTML. */
export function linksBlock(links: { label: string; url: string }[]): MailBlock {
  return {
    text: links.map(({ label, url }) => `${label}: ${url}`).join('\n'),
    html: links
      .map(
        ({ label, url }) =>
          `<p style="margin:0 0 8px;font-size:16px;line-height:1.6"><a href="${escapeXml(url)}" style="color:${MAIL_COLORS.violet}">${escapeXml(label)}</a></p>`,
      )
      .join('\n'),
  };
}
