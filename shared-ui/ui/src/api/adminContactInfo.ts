import type { Static } from 'typebox';
import type { contactInfoRow } from '@college/contract';
import { asList, asPage, everythingQuery, listQuery, type ListParams } from './adminList.ts';
import type { InfoOwner } from './adminPersonalInfo.ts';
import { call } from '@college/shared-ui/state';

export type ContactInfoRow = Static<typeof contactInfoRow>;

export const listContactInfo = (params: ListParams, owner: InfoOwner, signal?: AbortSignal) =>
  call('GET /contact-info', { query: listQuery(params, { type: owner }), signal }).then(asPage);
export const listAllContactInfo = (params: Pick<ListParams, 'q' | 'sort'>, owner: InfoOwner) =>
  call('GET /contact-info', { query: everythingQuery(params, { type: owner }) }).then(asList);
