// Texts of the 404 page.
import { pageTitle } from '../../lib/links.ts';

export const notFoundText = {
  meta: { title: pageTitle('Page not found'), description: 'The page you asked for does not exist or has moved.' },
  title: 'Page not found',
  text: 'Sorry, we could not find that page. It may have moved, or the address may be mistyped.',
  suggestionsTitle: 'You may be looking for',
  suggestions: [
    { label: 'Home', href: '/' },
    { label: 'Courses', href: '/courses' },
    { label: 'Admissions', href: '/admissions' },
    { label: 'Contact Us', href: '/contact' },
  ],
  back: { label: 'Back to Home', href: '/' },
};
