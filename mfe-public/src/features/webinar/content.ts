// Texts of the webinar page.
import { institution } from '@college/shared-ui/content';
import webinarImage from '../../assets/webinar/hero.svg?raw';
import { pageTitle } from '../../lib/links.ts';

/** The next webinar. PLACEHOLDER details until the college announces the date. */
export const webinarText = {
  meta: {
    title: pageTitle('Webinar'),
    description: `Upcoming webinar from ${institution.name}: careers in physiotherapy, the BPT programme and admissions. Date to be announced.`,
  },
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
  agenda: [
    'What physiotherapists do and where they work',
    'The Bachelor of Physiotherapy programme and the internship',
    'Eligibility, quotas and fees',
    'Scholarships and your questions answered live',
  ],
  register: { text: 'Want a reminder when the date is announced? Send us your details.', label: 'Register Your Interest', href: '/contact' },
};
