import { api } from '@college/shared-ui/state';
import { type ContactDetails, everythingQuery, listQuery, type ListParams, type Paged } from './adminList.ts';
import type { InfoOwner, OwnerRef } from './adminPersonalInfo.ts';

export interface ContactInfoRow extends ContactDetails {
  type: InfoOwner;
  student: OwnerRef | null;
  faculty: OwnerRef | null;
}

export const listContactInfo = (params: ListParams, owner: InfoOwner, signal?: AbortSignal) =>
  api.get<Paged<ContactInfoRow>>('/contact-info', listQuery(params, { type: owner }), signal);
export const listAllContactInfo = (params: Pick<ListParams, 'q' | 'sort'>, owner: InfoOwner) =>
  api.get<ContactInfoRow[]>('/contact-info', everythingQuery(params, { type: owner }));
