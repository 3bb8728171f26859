// Pure helpers every portal bundles itself (no state, so no shared singleton): labels and paths.
export * from './labels.ts';
export * from './roles.ts';
