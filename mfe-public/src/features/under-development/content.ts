// Texts of the under-construction page (Brochures, Career, Virtual Tour lead here).
import { pageTitle } from '../../lib/links.ts';

export const underDevelopmentText = {
  meta: { title: pageTitle('Under Development'), description: 'This part of the site is under development. Please check back soon.' },
  title: 'This page is under development',
  text: 'We are building something useful here: brochures, careers and a virtual tour are on their way. Please check back soon.',
  back: { label: 'Back to Home', href: '/' },
};
