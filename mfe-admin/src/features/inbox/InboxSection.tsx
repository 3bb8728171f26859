import {
  type Column,
  deleteSubmission,
  type InboxFilters as Filters,
  type InboxItem,
  inboxExportUrl,
  type ListParams,
  listInbox,
  type SubmissionKind,
  type SubmissionStatus,
  useListFilter,
  useServerList,
} from '@college/shared-ui/portal';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ErrorMessage } from '../../components/ErrorMessage.tsx';
import { ServerTable } from '../../components/ServerTable.tsx';
import { useConfirmedDelete } from '../../components/useConfirmedDelete.tsx';
import { InboxFilters } from './InboxFilters.tsx';
import { formatReceived, kindLabels, kindOptions, statusLabels, statusOptions } from './inboxLabels.ts';
import { SubmissionDetailDialog } from './SubmissionDetailDialog.tsx';

function inboxColumns(onOpen: (item: InboxItem) => void, onDelete: (item: InboxItem) => void): Column<InboxItem>[] {
  return [
    {
      key: 'reference',
      header: 'Reference',
      sortKey: 'reference',
      render: (item) => (
        <button type="button" className="admin-link-button" onClick={() => onOpen(item)} aria-label={`Open ${item.reference}${item.read ? '' : ' (unread)'}`}>
          {item.read ? item.reference : <strong>{item.reference}</strong>}
        </button>
      ),
    },
    { key: 'kind', header: 'Kind', sortKey: 'kind', render: (item) => kindLabels[item.kind] },
    { key: 'name', header: 'Name', sortKey: 'name', render: (item) => item.name },
    { key: 'email', header: 'E-mail', sortKey: 'email', render: (item) => item.email },
    {
      key: 'receivedAt',
      header: 'Received',
      sortKey: 'receivedAt',
      render: (item) => <time dateTime={item.receivedAt}>{formatReceived(item.receivedAt)}</time>,
    },
    { key: 'status', header: 'Status', sortKey: 'status', render: (item) => statusLabels[item.status] },
    { key: 'files', header: 'Files', render: (item) => item.files },
    {
      key: 'actions',
      header: 'Actions',
      render: (item) => (
        <button type="button" className="ui-button ui-button--danger" aria-label={`Delete ${item.reference}`} onClick={() => onDelete(item)}>
          Delete
        </button>
      ),
    },
  ];
}

const openParam = 'open';
const KINDS = ['', ...kindOptions.map((option) => option.value)] as const;
const STATUSES = ['', ...statusOptions.map((option) => option.value)] as const;
const isDay = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text);

/** What visitors sent from the website's forms: filter, search, open, answer, export and delete. */
export default function InboxSection() {
  // the filters are in the address with the search, order and page: a reload or a shared link keeps them
  const [kind, setKind] = useListFilter<SubmissionKind | ''>('kind', '', KINDS);
  const [status, setStatus] = useListFilter<SubmissionStatus | ''>('status', '', STATUSES);
  const [from, setFrom] = useListFilter<string>('from', '', isDay);
  const [to, setTo] = useListFilter<string>('to', '', isDay);
  const filters = useMemo<Filters>(() => ({ kind, status, from, to }), [kind, status, from, to]);
  const setFilters = (next: Filters) => {
    if ((next.kind ?? '') !== kind) setKind(next.kind ?? '');
    if ((next.status ?? '') !== status) setStatus(next.status ?? '');
    if ((next.from ?? '') !== from) setFrom(next.from ?? '');
    if ((next.to ?? '') !== to) setTo(next.to ?? '');
  };
  const [searchParams, setSearchParams] = useSearchParams();
  const fetcher = useCallback((params: ListParams, signal: AbortSignal) => listInbox(params, filters, signal), [filters]);
  const list = useServerList<InboxItem>(['inbox', filters], fetcher, { sort: '-receivedAt', pageSize: 25 });
  // the list and the unread count are both under the inbox's key: one invalidation refreshes both
  const { reload } = list;
  const removal = useConfirmedDelete('Are you sure you want to delete this submission and its files?', deleteSubmission, reload);
  const openId = Number(searchParams.get(openParam)) || null;

  const setOpen = (id: number | null) =>
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (id === null) next.delete(openParam);
        else next.set(openParam, String(id));
        return next;
      },
      { replace: id === null },
    );

  return (
    <section aria-labelledby="inbox-heading">
      <div className="admin-heading-row">
        <h1 id="inbox-heading">Inbox</h1>
        <a className="ui-button ui-button--secondary" href={inboxExportUrl(filters, list.params.q)} download>
          Export CSV
        </a>
      </div>
      <ErrorMessage>{removal.error}</ErrorMessage>
      <ServerTable
        list={list}
        caption="Submissions"
        searchLabel="Search submissions"
        columns={inboxColumns(
          (item) => setOpen(item.id),
          (item) => removal.ask(item.id),
        )}
        rowKey={(item) => item.id}
        emptyMessage="No submissions found."
        toolbar={<InboxFilters value={filters} onChange={setFilters} />}
      />
      {openId !== null ? <SubmissionDetailDialog key={openId} id={openId} onClose={() => setOpen(null)} onChanged={reload} /> : null}
      {removal.dialog}
    </section>
  );
}
