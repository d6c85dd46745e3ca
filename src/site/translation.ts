import { getMessages } from '../i18n/messages/index.ts';
import type { SitePage } from './page-index.ts';

/**
 * How a page shows text that is not translated yet: the notice to display, and the `lang` to put
 * on the English text so screen readers and the translation checks read it as English.
 * Both are undefined on a translated page.
 */
export interface Translation {
  notice?: string;
  lang?: 'en';
}

/** The translation state of a page, ready for its view. */
export function translationOf(page: SitePage): Translation {
  return page.translated ? {} : { notice: getMessages(page.locale).common.notTranslated, lang: 'en' };
}
