import type { RouteParams } from '@college/contract';
import { call } from '@college/shared-ui/state';

/** Mails a new or imported person their first-sign-in link again (the earlier link stops working). */
export const sendSignInLink = (type: RouteParams<'POST /users/:type/:id/sign-in-link'>['type'], id: number) =>
  call('POST /users/:type/:id/sign-in-link', { params: { type, id } });
