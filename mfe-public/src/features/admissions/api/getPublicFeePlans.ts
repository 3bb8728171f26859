import { call } from '@college/shared-ui';
import type { RouteReply } from '@college/contract';

export type PublicFeePlans = RouteReply<'GET /public/fee-plans'>;

/** GET /api/public/fee-plans: the fee plans of the current academic year, as the admin keeps them. */
export const getPublicFeePlans = () => call('GET /public/fee-plans');
