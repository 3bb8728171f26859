export * from './chat.ts';
export * from './footer.ts';
export * from './institution.ts';
export * from './navigation.ts';
export * from './seo.ts';
export * from './admissions.ts';
export * from './faq.ts';
export * from './courses.ts';
