import { type AboutPageContent, aboutPages } from './content.ts';

/** The About sub-page for a path such as '/about/governing-body' (trailing slash allowed). */
export function findAboutPage(pathname: string): AboutPageContent | undefined {
  const slug = pathname.replace(/\/+$/, '').replace(/^\/about\/?/, '');
  return aboutPages.find((page) => page.slug === slug);
}
