// Navigation bar entries (SPEC "Common elements"; entity "Navigation entry": title, path, icon).

export type NavIconName = 'home' | 'about' | 'services' | 'facilities' | 'contact' | 'courses' | 'exams' | 'library' | 'scholarships' | 'research' | 'calendar';

export interface NavEntry {
  title: string;
  path: string;
  icon: NavIconName;
  /** Where the entry shows: both layouts, only the wide bar (>= 1280 px) or only the collapsible menu. */
  shownIn?: 'wide' | 'menu';
}

export const mainNavigation: NavEntry[] = [
  { title: 'Home', path: '/', icon: 'home' },
  { title: 'About', path: '/about', icon: 'about' },
  { title: 'Services', path: '/services', icon: 'services' },
  { title: 'Facilities', path: '/facilities', icon: 'facilities' },
  { title: 'Contact', path: '/contact', icon: 'contact' },
  { title: 'Courses', path: '/courses', icon: 'courses' },
];

/** The variant bar: Exams only in the wide bar; its collapsible menu adds Faculty & Calendar instead. */
export const variantNavigation: NavEntry[] = [
  { title: 'Home', path: '/', icon: 'home' },
  { title: 'Exams', path: '/exams', icon: 'exams', shownIn: 'wide' },
  { title: 'Digital Library', path: '/services/digital-library', icon: 'library' },
  { title: 'Scholarships', path: '/services/scholarships', icon: 'scholarships' },
  { title: 'R & D', path: '/services/research-laboratory', icon: 'research' },
  { title: 'Faculty & Calendar', path: '/faculty-and-calendar', icon: 'calendar', shownIn: 'menu' },
];

/**
 * Which routes use the variant bar (SPEC leaves it open). Decision: the academic-services pages, i.e.
 * the pages its own links lead to (exams hub and its /resources/* links, digital library,
 * scholarships and the scholarship form, research laboratory) plus /faculty-and-calendar (reached from
 * its menu) and /webinar. Every other route, the portals' login and dashboards included, uses the main bar.
 */
export const variantNavigationRoutes: string[] = [
  '/exams',
  '/resources',
  '/services/digital-library',
  '/services/scholarships',
  '/scholarships-form',
  '/services/research-laboratory',
  '/faculty-and-calendar',
  '/webinar',
];

/** True when the path is one of the variant routes or below one of them. */
export function usesVariantNavigation(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return variantNavigationRoutes.some((route) => path === route || path.startsWith(`${route}/`));
}
