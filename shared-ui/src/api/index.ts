// the API client and the session: shared-ui's shared state (state.ts), imported by its package name so that
// Module Federation gives every portal the shell's copy
export * from '@college/shared-ui/state';
export * from './login.ts';
export * from './students.ts';
export * from './faculty.ts';
export type { EventPhoto, ListedEvent } from './events.ts';
