/**
 * The parts the owner's lists (subscribers, quiz leads) share: the heading, a plain GET form of
 * filters (it works without JavaScript, and its address can be kept as a bookmark), the table of
 * people with a link to each record, and the page links.
 */
import type { ReactNode } from 'react';
import { format } from '../../i18n/messages/index.ts';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '../ui/Table.tsx';

const SELECT = 'mt-1 min-h-12 w-full rounded-xl border border-violet-100 bg-paper px-3 text-base text-ink';

export interface FilterChoice {
  name: string;
  label: string;
  options: [string, string][];
}

export interface FilterFormProps {
  action: string;
  /** The filters as the address has them (the form shows them again). */
  query: Record<string, string>;
  texts: { search: string; sort: string; all: string; apply: string; sorts: Record<string, string> };
  choices: FilterChoice[];
}

export function FilterForm({ action, query, texts, choices }: FilterFormProps) {
  return (
    <search>
      <form method="get" action={action} className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
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
        {choices.map((choice) => (
          <label key={choice.name} className="block">
            <span className="text-sm font-medium text-ink">{choice.label}</span>
            <select name={choice.name} defaultValue={query[choice.name] ?? ''} className={SELECT}>
              <option value="">{texts.all}</option>
              {choice.options.map(([value, text]) => (
                <option key={value} value={value}>
                  {text}
                </option>
              ))}
            </select>
          </label>
        ))}
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
  );
}

export interface PagerProps {
  base: string;
  query: Record<string, string>;
  page: number;
  pages: number;
  texts: { previous: string; next: string; pageOf: string };
}

/** Links to the previous and next page of a list, keeping its filters. */
export function Pager({ base, query, page, pages, texts }: PagerProps) {
  if (pages <= 1) return null;
  const pageHref = (to: number) => `${base}?${new URLSearchParams({ ...query, page: String(to) })}`;
  const where = format(texts.pageOf, { page, pages });
  return (
    <nav aria-label={where} className="mt-4 flex items-center gap-4">
      {page > 1 && (
        <a href={pageHref(page - 1)} className="min-h-11 py-2 text-violet-700 underline">
          {texts.previous}
        </a>
      )}
      <span className="text-ink-soft">{where}</span>
      {page < pages && (
        <a href={pageHref(page + 1)} className="min-h-11 py-2 text-violet-700 underline">
          {texts.next}
        </a>
      )}
    </nav>
  );
}

/** A list's other columns: the first is always the person's address, linked to their record. */
export interface ListColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
}

export interface PersonListProps<Row> {
  /** The list page's path: a row's record is `?id=` on it. */
  base: string;
  query: Record<string, string>;
  /** Null when the database could not be read. */
  list: { rows: Row[]; total: number; page: number; pageSize: number } | null;
  caption: string;
  columns: ListColumn<Row>[];
  texts: { count: string; empty: string; email: string; previous: string; next: string; pageOf: string };
  unavailable: string;
}

/** A page of people (subscribers, quiz leads): how many match, their rows, and the page links. */
export function PersonList<Row extends { id: number; email: string }>({
  base,
  query,
  list,
  caption,
  columns,
  texts,
  unavailable,
}: PersonListProps<Row>) {
  if (!list) {
    return (
      <p role="alert" className="mt-6 rounded-xl bg-violet-50 p-4 text-ink">
        {unavailable}
      </p>
    );
  }
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
  return (
    <section aria-labelledby="list-heading" className="mt-8">
      <h2 id="list-heading" className="font-semibold text-violet-900">
        {format(texts.count, { count: list.total })}
      </h2>
      {list.rows.length === 0 ? (
        <p className="mt-2 text-ink-soft">{texts.empty}</p>
      ) : (
        <Table containerClassName="mt-3 rounded-2xl bg-paper p-2 shadow-sm" scrollRegionLabelledBy="list-heading">
          <TableCaption srOnly>{caption}</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead className="p-2">{texts.email}</TableHead>
              {columns.map((column) => (
                <TableHead key={column.header} className="p-2">
                  {column.header}
                </TableHead>
              ))}
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
                {columns.map((column) => (
                  <TableCell key={column.header} className="p-2">
                    {column.cell(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Pager base={base} query={query} page={list.page} pages={pages} texts={texts} />
    </section>
  );
}

/** A list page's heading, its introduction, and a notice after an action (someone deleted). */
export function ListHeading({ heading, intro, notice }: { heading: string; intro: string; notice?: string }) {
  return (
    <>
      <h1 className="font-display text-3xl text-ink">{heading}</h1>
      <p className="mt-2 text-ink-soft">{intro}</p>
      {notice && (
        <p role="status" className="mt-4 rounded-xl bg-violet-50 p-3 text-ink">
          {notice}
        </p>
      )}
    </>
  );
}

/** What a list page's address asks for: one record (`?id=`), or the list with these filters. */
export function listParamsOf(params: URLSearchParams): { id: number | null; query: Record<string, string> } {
  const id = Number(params.get('id'));
  return {
    id: params.has('id') ? (Number.isSafeInteger(id) && id > 0 ? id : 0) : null,
    // The filters the form and the page links carry on (not the page, record or notice).
    query: Object.fromEntries(
      [...params].filter(([name, value]) => !['page', 'id', 'deleted'].includes(name) && value),
    ),
  };
}
