import { escapeXml } from '../../lib/xml.ts';

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
  const noticePattern = new RegExp(`<p([^>]*\\sid="${notice.id}"[^>]*?)\\shidden=""([^>]*)></p>`);
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
