/** A CSV field: quoted, inner quotes doubled, and a leading formula character defused for spreadsheets. */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
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
