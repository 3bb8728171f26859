// The one list of public, indexable routes, used by sitemap.xml.
// Portal routes, the 404 page, the under-construction page and /resources/* landing pages are not listed.
// Below it, every document of the public portal's release: what answers each address of the public site.
import { FALLBACK, NOT_FOUND } from '@college/platform/composition';
import { courses } from '@college/shared-ui/content';
import { NEWSLETTER_PAGE } from '@college/contract/limits';
import { aboutPath, aboutSlugs, legacyAboutRedirects } from '../features/about/aboutSlugs.ts';
import { examTabs } from '../features/exams/content.ts';
import { examResources } from '../lib/examResources.ts';

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
  route('/verify', 0.4),
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

export interface PageDocument {
  /** Where it is kept: an address, or a section's FALLBACK or NOT_FOUND (@college/platform/composition says what each answers). */
  address: string;
  /** The address rendered for it: a fallback or not-found page is the same for every address it answers. */
  render: string;
}

const page = (path: string): PageDocument => ({ address: path, render: path });

/**
 * The release's documents (scripts/prerender.mjs renders each, and the servers compose them with the shell's
 * chrome): every page of the sitemap and the pages kept out of it, then what answers every other address, as
 * the router does: the admissions index below /admissions; the schedule at /exams below /exams (the page goes
 * there); the 'Study Resources' page below /resources and 'Course not found' below /service-details (404);
 * the not-found page elsewhere (404).
 */
export const pageDocuments: PageDocument[] = [
  ...publicRoutes.map(({ path }) => page(path)),
  page('/under-developments-or-maintenance'),
  page(NEWSLETTER_PAGE),
  ...examTabs.map((tab) => page(`/exams/${tab}`)).filter(({ address }) => !publicRoutes.some((route) => route.path === address)),
  ...examResources.map((resource) => page(resource.resourcesLink)),
  ...legacyAboutRedirects.map(({ from }) => page(from)),
  { address: `/admissions/${FALLBACK}`, render: '/admissions/other' },
  { address: `/exams/${NOT_FOUND}`, render: '/exams/other' },
  { address: `/resources/${NOT_FOUND}`, render: '/resources/other' },
  { address: `/service-details/${NOT_FOUND}`, render: '/service-details/other' },
  { address: `/${NOT_FOUND}`, render: '/_' },
];
