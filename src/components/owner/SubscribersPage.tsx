import { LOCALE_NAMES, LOCALES, type Locale } from '../../i18n/locales.ts';
import { format } from '../../i18n/messages/index.ts';
import type { OwnerMessages } from '../../i18n/owner/en.ts';
import { ownerPath } from '../../i18n/owner/paths.ts';
import { ownerDateTime } from '../../lib/owner-format.ts';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '../ui/Table.tsx';

/** A subscriber as the list shows them. */
export interface ListedSubscriber {
  id: number;
  email: string;
  locale: Locale;
  status: 'subscribed' | 'pending' | 'unsubscribed';
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

const SELECT = 'mt-1 min-h-12 w-full rounded-xl border border-violet-100 bg-paper px-3 text-base text-ink';

/**
 * The subscriber list: a plain GET form of filters (it works without JavaScript, and its address
 * can be kept as a bookmark), the page's rows with a link to each record, and page links.
 */
export function SubscribersPage({ locale, texts, query, list, unavailable, notice }: SubscribersPageProps) {
  const base = ownerPath('subscribers', locale);
  const pages = list ? Math.max(1, Math.ceil(list.total / list.pageSize)) : 1;
  const pageHref = (page: number) => `${base}?${new URLSearchParams({ ...query, page: String(page) })}`;
  const choice = (name: string, label: string, options: [string, string][]) => (
    <label className="block">
      <span className="text-sm font-medium text-ink">{label}</span>
      <select name={name} defaultValue={query[name] ?? ''} className={SELECT}>
        <option value="">{texts.all}</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <>
      <h1 className="font-display text-3xl text-ink">{texts.heading}</h1>
      <p className="mt-2 text-ink-soft">{texts.intro}</p>
      {notice && (
        <p role="status" className="mt-4 rounded-xl bg-violet-50 p-3 text-ink">
          {notice}
        </p>
      )}
      <search>
        <form method="get" action={base} className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          <label className="block sm:col-span-2 lg:col-span-3">
            <span className="text-sm font-medium text-ink">{texts.search}</span>
            <input
              type="search"
              name="q"
              defaultValue={query.q ?? ''}
              maxLength={254}
              autoComplete="off"
              className={SELECT}
            />
          </label>
          {choice('status', texts.status, Object.entries(texts.statuses))}
          {choice(
            'language',
            texts.language,
            LOCALES.map((code) => [code, LOCALE_NAMES[code]]),
          )}
          {choice('source', texts.source, Object.entries(texts.sources))}
          <label className="block">
            <span className="text-sm font-medium text-ink">{texts.sort}</span>
            <select name="sort" defaultValue={query.sort ?? 'newest'} className={SELECT}>
              {Object.entries(texts.sorts).map(([value, text]) => (
                <option key={value} value={value}>
                  {text}
                </option>
              ))}
            </select>
          </label>
          <div className="flex items-end">
            <button type="submit" className="min-h-12 rounded-full bg-violet-700 px-6 font-semibold text-white">
              {texts.apply}
            </button>
          </div>
        </form>
      </search>

      {!list ? (
        <p role="alert" className="mt-6 rounded-xl bg-violet-50 p-4 text-ink">
          {unavailable}
        </p>
      ) : (
        <section aria-labelledby="list-heading" className="mt-8">
          <h2 id="list-heading" className="font-semibold text-violet-900">
            {format(texts.count, { count: list.total })}
          </h2>
          {list.rows.length === 0 ? (
            <p className="mt-2 text-ink-soft">{texts.empty}</p>
          ) : (
            <Table containerClassName="mt-3 rounded-2xl bg-paper p-2 shadow-sm" scrollRegionLabelledBy="list-heading">
              <TableCaption srOnly>{texts.heading}</TableCaption>
              <TableHeader>
                <TableRow>
                  <TableHead className="p-2">{texts.email}</TableHead>
                  <TableHead className="p-2">{texts.status}</TableHead>
                  <TableHead className="p-2">{texts.language}</TableHead>
                  <TableHead className="p-2">{texts.since}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {list.rows.map((row) => (
                  <TableRow key={row.id}>
                    <TableCell className="p-2">
                      <a href={`${base}?id=${row.id}`} className="break-all text-violet-700 underline">
                        {row.email}
                      </a>
                    </TableCell>
                    <TableCell className="p-2">{texts.statuses[row.status]}</TableCell>
                    <TableCell className="p-2">{LOCALE_NAMES[row.locale]}</TableCell>
                    <TableCell className="whitespace-nowrap p-2">{ownerDateTime(row.createdAt, locale)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
          {pages > 1 && (
            <nav aria-label={format(texts.pageOf, { page: list.page, pages })} className="mt-4 flex items-center gap-4">
              {list.page > 1 && (
                <a href={pageHref(list.page - 1)} className="min-h-11 py-2 text-violet-700 underline">
                  {texts.previous}
                </a>
              )}
              <span className="text-ink-soft">{format(texts.pageOf, { page: list.page, pages })}</span>
              {list.page < pages && (
                <a href={pageHref(list.page + 1)} className="min-h-11 py-2 text-violet-700 underline">
                  {texts.next}
                </a>
              )}
            </nav>
          )}
        </section>
      )}
    </>
  );
}
