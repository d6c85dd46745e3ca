import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from './Table.tsx';

const table = (props: Parameters<typeof Table>[0] = {}) =>
  renderToStaticMarkup(
    <Table {...props}>
      <TableCaption srOnly>Sounds</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>Chakra</TableHead>
          <TableHead align="end">Note</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        <TableRow>
          <TableHead scope="row">Root</TableHead>
          <TableCell align="end">C</TableCell>
        </TableRow>
      </TableBody>
    </Table>,
  );

describe('Table', () => {
  it('scrolls inside its own box, which never widens what holds it', () => {
    const html = table({ containerClassName: 'mt-6' });
    expect(html).toMatch(
      /^<div data-slot="table-container" class="w-full overflow-x-auto \[contain:inline-size\] mt-6">/,
    );
    expect(html).not.toContain('tabindex');
  });

  it('marks column and row headers, and can hide its caption on screen', () => {
    const html = table();
    expect(html).toContain('<caption data-slot="table-caption" class="sr-only">Sounds</caption>');
    expect(html).toContain('<th data-slot="table-head" scope="col" class="text-start">Chakra</th>');
    expect(html).toContain('<th data-slot="table-head" scope="col" class="text-end">Note</th>');
    expect(html).toContain('<th data-slot="table-head" scope="row" class="text-start">Root</th>');
    expect(html).toContain('<td data-slot="table-cell" class="text-end">C</td>');
  });

  it('makes a wide table a named region the keyboard can scroll', () => {
    expect(table({ scrollRegionLabelledBy: 'groups' })).toContain(
      'role="region" aria-labelledby="groups" tabindex="0"',
    );
  });

  it('puts a table for screen readers only in a clipped box (a table alone would overflow the page)', () => {
    expect(table({ srOnly: true })).toMatch(/^<div data-slot="table-container" class="sr-only"><table/);
  });
});
