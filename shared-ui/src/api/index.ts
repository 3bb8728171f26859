export * from './auth.ts';
export * from './client.ts';
export * from './login.ts';
export * from './students.ts';
export * from './faculty.ts';
export type { EventPhoto, ListedEvent } from './events.ts';
