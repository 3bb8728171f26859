import {
  type Column,
  type ListParams,
  listSubscribers,
  type SubscriberItem,
  type SubscriberState,
  subscribersCsvUrl,
  useListFilter,
  useServerList,
} from '@college/shared-ui/portal';
import { useCallback } from 'react';
import { SelectField } from '../../components/Field.tsx';
import { ServerTable } from '../../components/ServerTable.tsx';

const stateLabels: Record<SubscriberState, string> = { waiting: 'Waiting for confirmation', confirmed: 'Confirmed' };
const STATES = ['', 'waiting', 'confirmed'] as const;

const formatWhen = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { year: 'numeric', month: 'short', day: '2-digit', hour: '2-digit', minute: '2-digit' });
const when = (iso: string | null) => (iso ? <time dateTime={iso}>{formatWhen(iso)}</time> : '\u2014');

const columns: Column<SubscriberItem>[] = [
  { key: 'email', header: 'E-mail', render: (item) => item.email },
  { key: 'state', header: 'State', render: (item) => stateLabels[item.state] },
  { key: 'subscribedAt', header: 'Subscribed', render: (item) => when(item.subscribedAt) },
  { key: 'confirmedAt', header: 'Confirmed', render: (item) => when(item.confirmedAt) },
];

/** The footer's newsletter subscriptions: newest first, by state; the confirmed addresses export as CSV. */
export default function SubscribersSection() {
  const [state, setState] = useListFilter<SubscriberState | ''>('state', '', STATES);
  const fetcher = useCallback((params: ListParams, signal: AbortSignal) => listSubscribers(params, state, signal), [state]);
  const list = useServerList<SubscriberItem>(['newsletter-subscribers', state], fetcher, { pageSize: 25 });
  return (
    <section aria-labelledby="subscribers-heading">
      <div className="admin-heading-row">
        <h1 id="subscribers-heading">Newsletter subscribers</h1>
        <a className="ui-button ui-button--secondary" href={subscribersCsvUrl()} download>
          Export confirmed (CSV)
        </a>
      </div>
      <p>An address counts once it is confirmed through the link mailed to it. An address that unsubscribes is deleted.</p>
      <ServerTable
        list={list}
        caption="Subscribers"
        columns={columns}
        rowKey={(item) => item.id}
        emptyMessage="No subscribers yet."
        toolbar={
          <SelectField
            label="State"
            value={state}
            options={[{ value: '', label: 'All states' }, ...STATES.filter((s) => s !== '').map((s) => ({ value: s, label: stateLabels[s] }))]}
            onChange={(event) => setState(event.target.value as SubscriberState | '')}
          />
        }
      />
    </section>
  );
}
