// Webinar, under-construction, Faculty & Calendar and 404 texts.
import { institution } from '@college/shared-ui/content';
import webinarImage from '../../assets/webinar/hero.svg';
import { pageTitle } from './links.ts';

export const underDevelopmentText = {
  meta: { title: pageTitle('Under Development'), description: 'This part of the site is under development. Please check back soon.' },
  title: 'This page is under development',
  text: 'We are building something useful here: brochures, careers and a virtual tour are on their way. Please check back soon.',
  back: { label: 'Back to Home', href: '/' },
};

/** The next webinar. PLACEHOLDER details until the college announces the date. */
export const webinarText = {
  meta: { title: pageTitle('Webinar'), description: `Upcoming webinar from ${institution.name}: careers in physiotherapy, the BPT programme and admissions. Date to be announced.` },
  title: 'Upcoming Webinar',
  image: webinarImage,
  imageAlt: 'Illustration of a laptop playing a video session',
  topic: 'Careers in Physiotherapy: from BPT to practice',
  details: [
    { label: 'Date', value: 'To be announced' },
    { label: 'Time', value: 'To be announced' },
    { label: 'Format', value: 'Online (the joining link is shared with registered participants)' },
    { label: 'Who should attend', value: 'Intermediate Bi.P.C. students, parents and anyone curious about physiotherapy' },
    { label: 'Fee', value: 'Free' },
  ],
  agendaTitle: 'What we will cover',
  agenda: ['What physiotherapists do and where they work', 'The Bachelor of Physiotherapy programme and the internship', 'Eligibility, quotas and fees', 'Scholarships and your questions answered live'],
  register: { text: 'Want a reminder when the date is announced? Send us your details.', label: 'Register Your Interest', href: '/contact' },
};

export const facultyCalendarText = {
  meta: { title: pageTitle('Faculty & Calendar'), description: `Our faculty and the academic calendar of ${institution.name}: events and dates for every year of the BPT programme.` },
  title: 'Faculty & Academic Calendar',
  facultyTitle: 'Our Faculty',
  loadingFaculty: 'Loading faculty...',
  noFaculty: 'No faculty listed yet.',
  facultyError: 'Could not load the faculty list. Please try again later.',
  calendarTitle: 'Academic Calendar',
  loadingCalendar: 'Loading calendar...',
  noCalendar: 'No calendar events found.',
  calendarError: 'Could not load the academic calendar. Please try again later.',
  retry: 'Try again',
  columns: ['Date', 'Event', 'Year'] as const,
  caption: 'Academic calendar events by date',
};

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
