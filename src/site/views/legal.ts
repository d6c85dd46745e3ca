/**
 * The privacy policy's and the terms' view model: "last updated" is each document's own revision
 * date, and the owner's facts (legal name, CPF or CNPJ, providers, …) come from src/config/site.ts.
 */

import type { Locale } from '../../i18n/locales.ts';
import { format, getMessages } from '../../i18n/messages/index.ts';
import { formatDate } from '../../lib/format.ts';
import { entryLocale, localizedEntry } from '../content.ts';
import type { PageHead } from '../head.ts';
import { sitePage } from '../index.ts';
import { fillOwnerFacts } from '../legal-facts.ts';
import { translationOf } from '../translation.ts';
import type { LegalPageProps } from '../view-models/pages.ts';

/** The legal documents, by page id. */
export type LegalDocumentId = 'privacy' | 'terms';

export async function legalView(document: LegalDocumentId, locale: Locale) {
  const messages = getMessages(locale);
  const page = await sitePage(`page:${document}`, locale);
  const { entry } = await localizedEntry('legal', document, locale);
  const { revised } = entry.data;
  const source = entry.filePath ?? `src/content/legal/${entry.id}.md`;
  if (entry.rendered === undefined) throw new Error(`${source} was not rendered`);
  // An untranslated page shows the English text, so its placeholders are English too.
  const html = fillOwnerFacts(entry.rendered.html, entryLocale(entry.id).locale, source);
  const head: PageHead = {
    page,
    title: messages.pages[document].title,
    description: messages.pages[document].description,
  };
  const props: LegalPageProps = {
    title: messages[document].heading,
    lastUpdated: format(messages[document].lastUpdated, { date: formatDate(revised, locale) }),
    dateTime: revised.toISOString().slice(0, 10),
    translation: translationOf(page),
  };
  return { head, props, html };
}
