import { type Column, DataTable, Pagination, SearchBox, type ServerList } from '@college/shared-ui/portal';
import type { ReactNode } from 'react';
import { ErrorMessage } from './ErrorMessage.tsx';
import { errorLine } from '../lib/errors.ts';
import { loadFailure } from '../lib/listAnswer.ts';

export interface ServerTableProps<T> {
  list: ServerList<T>;
  caption: string;
  /** No label: the server cannot search this list, so no box is shown. */
  searchLabel?: string;
  columns: Column<T>[];
  rowKey: (row: T) => number;
  emptyMessage: ReactNode;
  /** Rows deleted a moment ago, still undoable: hidden, not yet gone on the server. */
  hiddenIds?: ReadonlySet<number>;
  /** Replaces 'Error: ...' when the list fails to load. */
  loadErrorText?: string;
  toolbar?: ReactNode;
}

/** Search box, sortable table and pager of one server-side list. */
export function ServerTable<T>({ list, caption, searchLabel, columns, rowKey, emptyMessage, hiddenIds, loadErrorText, toolbar }: ServerTableProps<T>) {
  const failure = loadFailure(list);
  return (
    <div className="admin-list">
      <div className="admin-toolbar">
        {searchLabel ? <SearchBox label={searchLabel} value={list.params.q ?? ''} onSearch={list.setSearch} /> : null}
        {toolbar}
      </div>
      {failure ? (
        <ErrorMessage>{loadErrorText ?? errorLine(failure)}</ErrorMessage>
      ) : list.data === null ? (
        <p role="status">Loading...</p>
      ) : (
        <>
          <DataTable
            caption={caption}
            columns={columns}
            rows={list.data.items.filter((row) => !hiddenIds?.has(rowKey(row)))}
            rowKey={rowKey}
            sort={list.params.sort}
            onSortChange={list.setSort}
            emptyMessage={emptyMessage}
            busy={list.loading}
          />
          <Pagination
            label={caption}
            page={list.data.page}
            pageSize={list.params.pageSize}
            total={list.data.total}
            onPageChange={list.setPage}
            onPageSizeChange={list.setPageSize}
          />
        </>
      )}
    </div>
  );
}
