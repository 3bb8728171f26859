import type { Static } from 'typebox';
import type { OWNER_TYPES, personalInfoRow } from '@college/contract';
import { asList, asPage, everythingQuery, listQuery, type ListParams } from './adminList.ts';
import { call } from '@college/shared-ui/state';

/** Whose record a personal or contact info row belongs to. */
export type InfoOwner = (typeof OWNER_TYPES)[number];
export type PersonalInfoRow = Static<typeof personalInfoRow>;

export const listPersonalInfo = (params: ListParams, owner: InfoOwner, signal?: AbortSignal) =>
  call('GET /personal-info', { query: listQuery(params, { type: owner }), signal }).then(asPage);
export const listAllPersonalInfo = (params: Pick<ListParams, 'q' | 'sort'>, owner: InfoOwner) =>
  call('GET /personal-info', { query: everythingQuery(params, { type: owner }) }).then(asList);
