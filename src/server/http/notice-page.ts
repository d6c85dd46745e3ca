import type { FastifyReply } from 'fastify';
import { escapeXml } from '../../lib/xml.ts';
import type { StaticFile } from './static-files.ts';

/**
 * A built page with a message written into its empty notice element (`<p id=… hidden></p>`),
 * and optionally a field's value filled back in (focused and marked invalid). Used to answer a form that was posted without
 * JavaScript with the page it came from, the message in place and the visitor's input kept.
 * The notice lives outside the React island, so hydration never fights the inserted text.
 */
export function pageWithNotice(
  html: string,
  notice: { id: string; text: string },
  field?: { id: string; value: string },
): string | undefined {
  // `hidden` as the island's renderer writes it (bare), or `hidden=""` (React's and the tests' pages).
  const noticePattern = new RegExp(`<p([^>]*\\sid="${notice.id}"[^>]*?)\\shidden(?:="")?(?=[\\s>])([^>]*)></p>`);
  if (!noticePattern.test(html)) return undefined;
  let page = html.replace(noticePattern, (_whole, before: string, after: string) => {
    return `<p${before}${after}>${escapeXml(notice.text)}</p>`;
  });
  if (field) {
    const input = new RegExp(`<input([^>]*\\sid="${field.id}")`);
    // autofocus: the browser scrolls to the form (often in the footer) and puts the cursor back in it.
    page = page.replace(
      input,
      (_whole, attributes: string) =>
        `<input value="${escapeXml(field.value)}" autofocus aria-invalid="true"${attributes}`,
    );
  }
  return page;
}

/** How a form posted without JavaScript is answered. */
export type FormAnswer =
  /** Post/redirect/get (303): the page shows the outcome itself, through a `:target` notice. */
  | { redirect: string }
  | {
      /** The built page answered with, its empty notice holding the text. */
      page: string;
      notice: { id: string; text: string };
      /** A field whose value is written back (focused and marked invalid). */
      field?: { id: string; value: string };
      /** The status, when not the one already set (a success answered with its page: 200). */
      status?: number;
      /** Where to send the visitor instead (303) when the page is not in the build; else the text alone. */
      otherwise?: string;
    };

/** Sends a plain form's answer: a redirect, or a built page with the notice written in (the text alone without it). */
export function sendFormAnswer(reply: FastifyReply, files: Map<string, StaticFile>, answer: FormAnswer) {
  if ('redirect' in answer) return reply.redirect(answer.redirect, 303);
  const html = pageWithNotice(files.get(answer.page)?.body.toString('utf8') ?? '', answer.notice, answer.field);
  if (!html && answer.otherwise) return reply.redirect(answer.otherwise, 303);
  if (answer.status) reply.code(answer.status);
  if (!html) return reply.type('text/plain; charset=utf-8').send(answer.notice.text);
  return reply.type('text/html; charset=utf-8').send(html);
}
