/**
 * The body every cursor list screen shares (the credit ledger, the payments history): the loading
 * line, the failure with its retry, the empty message, the table (one block per row at 375 px, each
 * cell labelled) and "Încarcă mai multe". Each screen gives its title, columns and empty message.
 */
import type { ReactNode } from 'react';
import type { CursorListView } from '@/machines/use-cursor-list';
import { ListEmpty, ListFailed, ListLoading, LoadMore } from './list-states';
import styles from './payments.module.css';

/** One column of a list: its header (also the cell's label at 375 px) and what each row shows in it. */
export interface ListColumn<Item> {
  readonly label: string;
  readonly cell: (item: Item) => ReactNode;
  /** Numbers and money: right-aligned, tabular figures. */
  readonly amount?: boolean;
  /** A class of the cell that depends on the row (a credit or a debit). */
  readonly cellClass?: (item: Item) => string | undefined;
  /** The header is for screen readers only (a column of links). */
  readonly hiddenLabel?: boolean;
}

export interface CursorListBodyProps<Item extends { readonly id: string }, Filter> {
  readonly view: CursorListView<Item, Filter>;
  /** The table's caption (for screen readers). */
  readonly caption: string;
  /** Each row carries `data-<rowData>={item.id}`. */
  readonly rowData: string;
  readonly columns: readonly ListColumn<Item>[];
  /** What an empty list says (and where it leads). */
  readonly empty: ReactNode;
}

export function CursorListBody<Item extends { readonly id: string }, Filter>({
  view,
  caption,
  rowData,
  columns,
  empty,
}: CursorListBodyProps<Item, Filter>) {
  const amount = (column: ListColumn<Item>) => (column.amount ? styles.amount : undefined);
  return (
    <>
      {view.loading ? <ListLoading /> : null}
      {view.loadFailed ? <ListFailed error={view.error} retry={view.retry} /> : null}
      {view.empty ? <ListEmpty>{empty}</ListEmpty> : null}
      {view.items.length > 0 ? (
        <table className={`${styles.table} ${styles.responsive}`}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.label} scope="col" className={amount(column)}>
                  {column.hiddenLabel ? <span className="visually-hidden">{column.label}</span> : column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {view.items.map((item) => (
              <tr key={item.id} {...{ [`data-${rowData}`]: item.id }}>
                {columns.map((column) => (
                  <td
                    key={column.label}
                    data-label={column.label}
                    className={[amount(column), column.cellClass?.(item)].filter(Boolean).join(' ') || undefined}
                  >
                    {column.cell(item)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <LoadMore
        hasMore={view.hasMore && !view.loading}
        loadingMore={view.loadingMore}
        moreError={view.moreError}
        more={view.more}
      />
    </>
  );
}
