// The fees office: concessions, ad-hoc charges, voided payments and the collection register.
import { apiBase, call } from '@college/shared-ui/state';
import type { AdhocChargeBody, ConcessionBody, PaymentMode, RouteReply } from '@college/contract';

export type { AdhocChargeBody, ConcessionBody };
export { ADHOC_CHARGE_KINDS, CONCESSION_KINDS, FEES_OFFICE_LIMITS } from '@college/contract/limits';
export type CollectionRegister = RouteReply<'GET /fees/collections'>;
export type RegisterFilter = { from: string; to: string; mode?: PaymentMode };

export const addCharges = (body: AdhocChargeBody) => call('POST /fees/charges', { body });
export const grantConcession = (chargeId: number, body: ConcessionBody) => call('POST /charges/:id/concessions', { params: { id: chargeId }, body });
export const voidPayment = (paymentId: number, reason: string) => call('POST /payments/:id/void', { params: { id: paymentId }, body: { reason } });

export const getCollectionRegister = (filter: RegisterFilter, signal?: AbortSignal) => call('GET /fees/collections', { query: filter, signal });

/** The register as CSV, as filtered now (a plain link: the browser saves the attachment). */
export function collectionRegisterCsvUrl(filter: RegisterFilter): string {
  const params = new URLSearchParams({ from: filter.from, to: filter.to });
  if (filter.mode) params.set('mode', filter.mode);
  return `${apiBase()}/fees/collections.csv?${params}`;
}
