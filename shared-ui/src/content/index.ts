export * from './institution.ts';
