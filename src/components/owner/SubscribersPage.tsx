import { LOCALE_NAMES, LOCALES, type Locale } from '../../i18n/locales.ts';
import type { OwnerMessages } from '../../i18n/owner/en.ts';
import { ownerPath } from '../../i18n/owner/paths.ts';
import { ownerDateTime } from '../../lib/owner-format.ts';
import { FilterForm, ListHeading, PersonList } from './list-parts.tsx';

/** A subscriber as the list shows them. */
export interface ListedSubscriber {
  id: number;
  email: string;
  locale: Locale;
  status: keyof OwnerMessages['subscribers']['statuses'];
  createdAt: Date;
}

export interface SubscribersPageProps {
  locale: Locale;
  texts: OwnerMessages['subscribers'];
  /** The filters as the address has them (the form shows them again). */
  query: Record<string, string>;
  list: { rows: ListedSubscriber[]; total: number; page: number; pageSize: number } | null;
  unavailable: string;
  notice?: string;
}

/** The subscriber list: the filters, the page's rows with a link to each record, and page links. */
export function SubscribersPage({ locale, texts, query, list, unavailable, notice }: SubscribersPageProps) {
  const base = ownerPath('subscribers', locale);
  return (
    <>
      <ListHeading heading={texts.heading} intro={texts.intro} notice={notice} />
      <FilterForm
        action={base}
        query={query}
        texts={texts}
        choices={[
          { name: 'status', label: texts.status, options: Object.entries(texts.statuses) },
          { name: 'language', label: texts.language, options: LOCALES.map((code) => [code, LOCALE_NAMES[code]]) },
          { name: 'source', label: texts.source, options: Object.entries(texts.sources) },
        ]}
      />
      <PersonList
        base={base}
        query={query}
        list={list}
        caption={texts.heading}
        texts={texts}
        unavailable={unavailable}
        columns={[
          { header: texts.status, cell: (row) => texts.statuses[row.status] },
          { header: texts.language, cell: (row) => LOCALE_NAMES[row.locale] },
          {
            header: texts.since,
            cell: (row) => <span className="whitespace-nowrap">{ownerDateTime(row.createdAt, locale)}</span>,
          },
        ]}
      />
    </>
  );
}
