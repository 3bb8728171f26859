import { call } from '@college/shared-ui';
import type { RouteReply } from '@college/contract';

export type VerifiedDocument = RouteReply<'GET /verify/:code'>;

/** GET /api/verify/{code}: anyone, limited per address (CONTRACT section 10). */
export const verifyDocument = (code: string) => call('GET /verify/:code', { params: { code } });
