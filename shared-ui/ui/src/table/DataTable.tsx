import type { ReactNode } from 'react';
import './table.css';

export interface Column<T> {
  key: string;
  header: string;
  /** Server sort key; a column without one is not sortable. */
  sortKey?: string;
  render: (row: T) => ReactNode;
}

export interface DataTableProps<T> {
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
  /** Current server sort, e.g. `lastName` or `-lastName`. */
  sort?: string | undefined;
  onSortChange?: (sort: string) => void;
  emptyMessage: ReactNode;
  busy?: boolean;
}

type AriaSort = 'ascending' | 'descending' | 'none';

function sortStateOf(sort: string | undefined, sortKey: string): AriaSort {
  if (sort === sortKey) return 'ascending';
  if (sort === `-${sortKey}`) return 'descending';
  return 'none';
}

const ARROWS: Record<AriaSort, string> = { ascending: '▲', descending: '▼', none: '↕' };

/**
 * The one table: sortable headers (aria-sort), its own horizontal scroll, an empty state. Wide, the first
 * column and an `actions` column stay in view while the rest scrolls; on a phone each row is a card.
 */
export function DataTable<T>({ caption, columns, rows, rowKey, sort, onSortChange, emptyMessage, busy = false }: DataTableProps<T>) {
  if (rows.length === 0 && !busy) {
    return (
      <p className="ui-table-empty" role="status">
        {emptyMessage}
      </p>
    );
  }
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard to scroll it
    <section className="ui-table-scroll" tabIndex={0} aria-label={caption}>
      <table className="ui-table" aria-busy={busy}>
        <caption className="ui-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const sortKey = column.sortKey;
              if (!sortKey || !onSortChange) {
                return (
                  <th key={column.key} scope="col" data-column={column.key}>
                    {column.header}
                  </th>
                );
              }
              const state = sortStateOf(sort, sortKey);
              return (
                <th key={column.key} scope="col" data-column={column.key} aria-sort={state}>
                  <button type="button" className="ui-table-sort" onClick={() => onSortChange(state === 'ascending' ? `-${sortKey}` : sortKey)}>
                    {column.header}
                    <span aria-hidden="true" className="ui-table-sort__arrow">
                      {ARROWS[state]}
                    </span>
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.key} data-label={column.header} data-column={column.key}>
                  {column.render(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
