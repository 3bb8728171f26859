// Pure helpers every portal bundles itself (no state, so no shared singleton): labels, dates, amounts and paths.
export * from './dates.ts';
export * from './labels.ts';
export * from './numbers.ts';
export * from './roles.ts';
