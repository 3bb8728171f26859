// Texts of the Faculty & Calendar page.
import { institution } from '@college/shared-ui/content';
import { pageTitle } from '../../lib/links.ts';

export const facultyCalendarText = {
  meta: {
    title: pageTitle('Faculty & Calendar'),
    description: `Our faculty and the academic calendar of ${institution.name}: events and dates for every year of the BPT programme.`,
  },
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
