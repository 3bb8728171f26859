import type { PublicRoute } from './types.ts';

/** Exams, gallery, digital library, research, scholarships form, legal pages (issue 5). */
export const part2Routes: PublicRoute[] = [];
