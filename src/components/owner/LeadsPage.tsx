import { LOCALE_NAMES, LOCALES, type Locale } from '../../i18n/locales.ts';
import type { OwnerMessages } from '../../i18n/owner/en.ts';
import { ownerPath } from '../../i18n/owner/paths.ts';
import { ownerDateTime } from '../../lib/owner-format.ts';
import type { QuizResult } from '../../lib/quiz/results.ts';
import { FilterForm, ListHeading, PersonList } from './list-parts.tsx';

export interface ListedLead {
  id: number;
  email: string;
  locale: Locale;
  result: QuizResult;
  newsletter: boolean;
  createdAt: Date;
}

export interface LeadsPageProps {
  locale: Locale;
  texts: OwnerMessages['leads'];
  /** The list words the subscribers' page has too (search, sort, pages…). */
  listTexts: OwnerMessages['subscribers'];
  results: OwnerMessages['overview']['quizResults'];
  query: Record<string, string>;
  list: { rows: ListedLead[]; total: number; page: number; pageSize: number } | null;
  unavailable: string;
  notice?: string;
}

/** The quiz's guide requests: the filters, the page's rows with a link to each request, and page links. */
export function LeadsPage({ locale, texts, listTexts, results, query, list, unavailable, notice }: LeadsPageProps) {
  const base = ownerPath('leads', locale);
  return (
    <>
      <ListHeading heading={texts.heading} intro={texts.intro} notice={notice} />
      <FilterForm
        action={base}
        query={query}
        texts={listTexts}
        choices={[
          { name: 'language', label: listTexts.language, options: LOCALES.map((code) => [code, LOCALE_NAMES[code]]) },
          { name: 'result', label: texts.result, options: Object.entries(results) },
          { name: 'newsletter', label: texts.newsletter, options: Object.entries(texts.newsletterOptions) },
        ]}
      />
      <PersonList
        base={base}
        query={query}
        list={list}
        caption={texts.heading}
        texts={listTexts}
        unavailable={unavailable}
        columns={[
          { header: texts.result, cell: (row) => results[row.result] },
          { header: listTexts.language, cell: (row) => LOCALE_NAMES[row.locale] },
          { header: texts.newsletter, cell: (row) => (row.newsletter ? texts.yes : texts.no) },
          {
            header: texts.requested,
            cell: (row) => <span className="whitespace-nowrap">{ownerDateTime(row.createdAt, locale)}</span>,
          },
        ]}
      />
    </>
  );
}
