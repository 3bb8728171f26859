export * from './auth.ts';
export * from './client.ts';
