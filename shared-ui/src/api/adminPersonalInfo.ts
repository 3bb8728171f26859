import { api } from '@college/shared-ui/state';
import { everythingQuery, listQuery, type ListParams, type Paged, type PersonInfo } from './adminList.ts';

/** Whose record a personal or contact info row belongs to. */
export type InfoOwner = 'student' | 'faculty';
export interface OwnerRef {
  id: number;
  firstName: string;
  lastName: string;
}

export interface PersonalInfoRow extends PersonInfo {
  type: InfoOwner;
  student: (OwnerRef & { enrollmentNumber?: string; year?: string }) | null;
  faculty: (OwnerRef & { designation?: string; specialization?: string }) | null;
}

export const listPersonalInfo = (params: ListParams, owner: InfoOwner, signal?: AbortSignal) =>
  api.get<Paged<PersonalInfoRow>>('/personal-info', listQuery(params, { type: owner }), signal);
export const listAllPersonalInfo = (params: Pick<ListParams, 'q' | 'sort'>, owner: InfoOwner) =>
  api.get<PersonalInfoRow[]>('/personal-info', everythingQuery(params, { type: owner }));
