// Pure helpers every portal bundles itself (no state, so no shared singleton): labels, dates and paths.
export * from './dates.ts';
export * from './labels.ts';
export * from './roles.ts';
