// the API client and the session: shared-ui's shared state (state.ts), imported by its package name so that
// Module Federation gives every portal the shell's copy. By name, not `export *`: a shared module restored
// from webpack's persistent cache does not list its exports, and `export *` of it re-exported nothing.
export { ApiError, apiBase, call, getAuthStatus, logout, mayBeSignedIn, onApiError, request, showSession, useSession } from '@college/shared-ui/state';
export type { ApiErrorBody, AuthStatus, CallInput, Query, Session } from '@college/shared-ui/state';
export * from './login.ts';
export * from './students.ts';
export * from './faculty.ts';
export type { EventPhoto, ListedEvent } from './events.ts';
