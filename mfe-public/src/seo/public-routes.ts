// The one list of public, indexable routes, used by sitemap.xml.
// Portal routes, the 404 page, the under-construction page and /resources/* landing pages are not listed.
import { courses } from '@college/shared-ui/content';
import { aboutPath, aboutSlugs } from '../features/about/aboutSlugs.ts';

export interface SitemapRoute {
  path: string;
  changefreq: 'daily' | 'weekly' | 'monthly' | 'yearly';
  priority: number;
}

const route = (path: string, priority = 0.6, changefreq: SitemapRoute['changefreq'] = 'monthly'): SitemapRoute => ({ path, changefreq, priority });

/** Course ids of /service-details/{id}, from the course content. */
export const courseIds = courses.map((course) => course.id);

export const servicePages = ['research-laboratory', 'digital-library', 'community-services', 'sports-training-camping', 'scholarships'] as const;

/** Exam tabs besides the default (the default is /exams itself). */
export const examTabPages = ['results', 'resources', 'notices'] as const;

export const publicRoutes: SitemapRoute[] = [
  route('/', 1.0, 'weekly'),
  ...aboutSlugs.map((slug) => route(aboutPath(slug), slug ? 0.5 : 0.8)),
  route('/services', 0.8),
  ...servicePages.map((page) => route(`/services/${page}`, 0.7)),
  route('/scholarships-form', 0.6),
  route('/applications/status', 0.4),
  route('/courses', 0.9),
  ...courseIds.map((id) => route(`/service-details/${id}`, 0.8)),
  route('/admissions', 0.9, 'weekly'),
  route('/admissions/fee-structure', 0.8),
  route('/admissions/courses-offered', 0.7),
  route('/facilities', 0.7),
  route('/contact', 0.8),
  route('/exams', 0.8, 'weekly'),
  ...examTabPages.map((tab) => route(`/exams/${tab}`, 0.6, 'weekly')),
  route('/gallery', 0.6),
  route('/webinar', 0.5),
  route('/faculty-and-calendar', 0.5, 'weekly'),
  route('/privacy-policy', 0.3, 'yearly'),
  route('/terms-and-conditions', 0.3, 'yearly'),
];
