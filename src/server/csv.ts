/** A first character that makes a spreadsheet read a cell as a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A CSV field: quoted, inner quotes doubled, and a leading formula character defused for spreadsheets. */
export function csvField(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

/**
 * A cell as it was before `csvField` defused it, so the site's own export reads back as written:
 * `'-ana@example.com` is the address `-ana@example.com`, and `'@example.org` no address at all.
 */
export function undefusedCell(cell: string): string {
  return cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;
}

/**
 * A CSV file as lines, a batch of rows at a time (`batchAfter` gives the rows after an id, in id
 * order, or none at the end), so a table of any length is written with the memory of one batch.
 */
export async function* csvInBatches<Row extends { id: number }>(
  header: readonly string[],
  batchAfter: (id: number) => Promise<Row[]>,
  fieldsOf: (row: Row) => string[],
): AsyncGenerator<string> {
  yield `${header.join(',')}\n`;
  let after = 0;
  for (;;) {
    const rows = await batchAfter(after);
    if (rows.length === 0) return;
    yield `${rows.map((row) => fieldsOf(row).map(csvField).join(',')).join('\n')}\n`;
    after = rows.at(-1)?.id ?? after;
  }
}

/** How many rows a CSV export reads at a time. */
export const CSV_BATCH = 1_000;
