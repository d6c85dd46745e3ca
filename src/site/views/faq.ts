/** The FAQ page's view model: every FAQ set, filterable by keyword. */
import { getEntry } from 'astro:content';
import { HTML_LANG, type Locale } from '../../i18n/locales.ts';
import { getMessages } from '../../i18n/messages/index.ts';
import { localizePath } from '../../i18n/paths.ts';
import type { PageHead } from '../head.ts';
import { sitePage } from '../index.ts';
import { faqPageLd } from '../json-ld.ts';
import type { FaqFilterProps, FaqPageProps } from '../view-models/faq.ts';

export async function faqView(locale: Locale) {
  const messages = getMessages(locale);
  const labels = messages.faqPage;
  const setTitles = { home: labels.setHome, 'chakra-hub': labels.setChakraHub, 'chakra-guide': labels.setChakraGuide };
  const sets = await Promise.all(
    Object.entries(setTitles).map(async ([id, title]) => {
      const entry = await getEntry('faq', `${locale}/${id}`);
      if (!entry) throw new Error(`Missing FAQ set faq/${locale}/${id}.yaml`);
      return { id, title, items: entry.data.items };
    }),
  );
  const head: PageHead = {
    page: await sitePage('page:faq', locale),
    title: messages.pages.faq.title,
    description: messages.pages.faq.description,
    jsonLd: [
      faqPageLd(
        sets.flatMap((set) => set.items),
        HTML_LANG[locale],
      ),
    ],
  };
  const listId = 'faq-questions';
  const props: FaqPageProps = {
    title: messages.faq.heading,
    intro: messages.faq.intro,
    listId,
    sets,
    contact: {
      prompt: messages.faq.contactPrompt,
      link: messages.faq.contactLink,
      href: localizePath('/contact', locale),
    },
  };
  const filter: FaqFilterProps = {
    listId,
    total: sets.reduce((sum, set) => sum + set.items.length, 0),
    filterLabel: labels.filterLabel,
    filterPlaceholder: labels.filterPlaceholder,
    noResults: labels.noResults,
    shown: labels.shown,
  };
  return { head, props, filter };
}
