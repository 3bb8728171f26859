// The office's list of the footer's newsletter subscriptions, and the CSV of the confirmed addresses.
import type { SubscriberItem, SubscriberState } from '@college/contract';
import { listQuery, type ListParams } from './adminList.ts';
import { apiBase, call } from '@college/shared-ui/state';

export type { SubscriberItem, SubscriberState };

export const listSubscribers = (params: ListParams, state: SubscriberState | '', signal?: AbortSignal) =>
  call('GET /newsletter/subscribers', { query: listQuery(params, { state: state || undefined }), signal });

/** A plain link: the browser saves the attachment with the session cookie. */
export const subscribersCsvUrl = () => `${apiBase()}/newsletter/subscribers.csv`;
