/**
 * What the service worker writes into pages it answers itself: the "saved on" notice above a page
 * read from the device, and a form that could not be sent, written back filled in. Both go at the
 * top of `<main>`, where the skip link lands and a screen reader starts reading.
 */
import type { WorkerTexts } from './config.ts';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

/** `html` with `block` placed first inside `<main>` (at the end of `<body>` if a page had none). */
export function atTopOfMain(html: string, block: string): string {
  return /<main\b[^>]*>/.test(html)
    ? html.replace(/<main\b[^>]*>/, (tag) => `${tag}${block}`)
    : html.replace('</body>', `${block}</body>`);
}

/** A response with a new HTML body and the original's status and headers (less the body's own). */
async function rewritten(response: Response, rewrite: (html: string) => string, status = response.status) {
  const headers = new Headers(response.headers);
  // The body below is new text: its length and the server's compression no longer describe it.
  for (const name of ['content-length', 'content-encoding', 'etag']) headers.delete(name);
  headers.set('Content-Type', 'text/html; charset=utf-8');
  headers.set('Cache-Control', 'no-store');
  return new Response(rewrite(await response.text()), { status, headers });
}

/** A saved page with a notice of when it was saved (its `Date` header), in the page's language. */
export function withSavedNotice(saved: Response, template: string, lang: string): Promise<Response> {
  const date = saved.headers.get('Date');
  const day = date
    ? new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(date))
    : '';
  const notice = `<p class="offline-notice" role="status" data-saved-notice>${escapeHtml(template.replace('{date}', day))}</p>`;
  return rewritten(saved, (html) => atTopOfMain(html, notice));
}

/** The text fields of a posted form (none when the body is not a form). */
export async function formFields(request: Request): Promise<[string, string][]> {
  try {
    return [...(await request.formData())].filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  } catch {
    return [];
  }
}

/**
 * The offline page with the form that could not be sent written back: the newsletter form's
 * connection message, the e-mail address as typed, every other field kept hidden, and a button to send again.
 */
export async function notSentPage(offline: Response, fields: [string, string][], url: URL, texts: WorkerTexts) {
  const inputs = fields
    .map(([name, value]) =>
      name === 'email'
        ? `<label class="offline-form-label">${escapeHtml(texts.emailLabel)}<input type="email" name="email" value="${escapeHtml(value)}" required autocomplete="email"></label>`
        : `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join('');
  const form = `<section class="offline-form" role="alert" data-not-sent>
<h2>${escapeHtml(texts.notSentTitle)}</h2><p>${escapeHtml(texts.notSentText)}</p>
<form method="post" action="${escapeHtml(url.pathname + url.search)}">${inputs}<button type="submit">${escapeHtml(texts.retry)}</button></form>
</section>`;
  return rewritten(offline, (html) => atTopOfMain(html, form), 503);
}
