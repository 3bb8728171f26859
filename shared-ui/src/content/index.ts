export * from './chat.ts';
export * from './footer.ts';
export * from './institution.ts';
export * from './navigation.ts';
export * from './seo.ts';
