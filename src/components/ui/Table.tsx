import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

/** How the table's box behaves: scrolls sideways inside itself, or is read by screen readers only. */
interface TableProps extends ComponentProps<'table'> {
  /** Classes of the box around the table (its card look, its margins). */
  containerClassName?: string;
  /**
   * The id of the heading that names a table wider than a phone: its box becomes a named region
   * the keyboard can focus, so arrow keys scroll it too.
   */
  scrollRegionLabelledBy?: string;
  /** For screen readers only (the data behind a chart drawn beside it). */
  srOnly?: boolean;
}

/**
 * A data table in its box. The box scrolls a wide table sideways inside itself and never widens
 * what holds it (`contain: inline-size`: the table's width does not count for the page's layout),
 * so no table can make the page scroll sideways; a table for screen readers only is clipped by
 * its box the same way.
 */
export function Table({ containerClassName, scrollRegionLabelledBy, srOnly, className, ...props }: TableProps) {
  const region = scrollRegionLabelledBy
    ? ({ role: 'region', 'aria-labelledby': scrollRegionLabelledBy, tabIndex: 0 } as const)
    : {};
  return (
    <div
      data-slot="table-container"
      className={clsx(srOnly ? 'sr-only' : 'w-full overflow-x-auto [contain:inline-size]', containerClassName)}
      {...region}
    >
      <table data-slot="table" className={clsx('w-full text-start text-sm', className)} {...props} />
    </div>
  );
}

/** The table's caption; `srOnly` when a heading beside the table already says it on screen. */
export function TableCaption({ srOnly, className, ...props }: ComponentProps<'caption'> & { srOnly?: boolean }) {
  return <caption data-slot="table-caption" className={clsx(srOnly && 'sr-only', className)} {...props} />;
}

/** The header rows. */
export function TableHeader(props: ComponentProps<'thead'>) {
  return <thead data-slot="table-header" {...props} />;
}

/** The data rows. */
export function TableBody(props: ComponentProps<'tbody'>) {
  return <tbody data-slot="table-body" {...props} />;
}

/** A row; rows are divided by a hairline. */
export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return <tr data-slot="table-row" className={clsx('border-b border-violet-100', className)} {...props} />;
}

/** Where a cell's text sits: at the start, or at the end (figures, so their digits line up). */
type Align = { align?: 'start' | 'end' };

/** A column's header (`scope="col"`), or with `scope="row"` the header of its row. */
export function TableHead({
  className,
  scope = 'col',
  align = 'start',
  ...props
}: Omit<ComponentProps<'th'>, 'align'> & Align) {
  return (
    <th
      data-slot="table-head"
      scope={scope}
      className={clsx(align === 'end' ? 'text-end' : 'text-start', className)}
      {...props}
    />
  );
}

/** A data cell. */
export function TableCell({ className, align = 'start', ...props }: Omit<ComponentProps<'td'>, 'align'> & Align) {
  return <td data-slot="table-cell" className={clsx(align === 'end' && 'text-end', className)} {...props} />;
}
