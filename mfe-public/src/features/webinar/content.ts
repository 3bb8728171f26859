// Texts of the webinar page: the event itself (title and date) comes from the events the admin marks as webinars.
import { institution } from '@college/shared-ui/content';
import webinarImage from '../../assets/webinar/hero.svg?raw';
import { pageTitle } from '../../lib/links.ts';

export const webinarText = {
  meta: {
    title: pageTitle('Webinar'),
    description: `The next webinar of ${institution.name}: its topic and date, as the college announces them, and how to ask about it.`,
  },
  title: 'Upcoming Webinar',
  image: webinarImage,
  imageAlt: 'Illustration of a laptop playing a video session',
  loading: 'Loading the next webinar...',
  failed: 'The webinar details could not be loaded.',
  retry: 'Try again',
  none: 'No webinar is scheduled at the moment. The next one will be announced on this page.',
  details: { date: 'Date', format: 'Format', online: 'Online' },
  register: {
    text: 'Want to take part or ask about it? Send us your details and the college office will reply.',
    label: 'Register Your Interest',
    href: '/contact',
  },
};
