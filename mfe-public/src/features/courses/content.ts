// /courses and /service-details/{id} texts (SPEC section 2, Courses and course detail).
import accreditedIcon from '../../assets/icons/accredited.svg';
import curriculumIcon from '../../assets/icons/curriculum.svg';
import instructorIcon from '../../assets/icons/instructor.svg';
import { pageTitle } from '../../lib/links.ts';

export const coursesPage = {
  meta: {
    title: pageTitle('Courses'),
    description: 'Our courses: Bachelor of Physiotherapy (BPT, 4 years plus 6 months internship) and Free Computer Training.',
  },
  title: 'Explore Our Exciting Courses!',
  intro: 'Choose the course that matches your goals and start your journey with us.',
  durationLabel: 'Duration',
  discoverMore: 'Discover More',
  whyChoose: 'Why Choose This?',
  showMore: 'Show More',
  showLess: 'Show Less',
  learnMore: {
    label: 'Learn More',
    labelDetail: 'about fees, quotas and seats',
    href: '/admissions/fee-structure',
    text: 'Fees, quotas and seats for this year:',
  },
  whyOurCourses: {
    title: 'Why Our Courses?',
    items: [
      { title: 'Modern Curriculum', text: 'Up-to-date syllabus aligned with clinical practice.', icon: curriculumIcon },
      { title: 'Expert Instructors', text: 'Experienced faculty who teach and mentor.', icon: instructorIcon },
      { title: 'Accredited Programs', text: 'Affiliated and approved by the state authorities.', icon: accreditedIcon },
    ],
  },
  comingSoon: 'More Courses Coming Soon!',
};

/** SPEC section 9: a course card shows the first 2 advantages until expanded. */
export const ADVANTAGES_SHOWN = 2;

export const courseDetailText = {
  meta: (title: string, description: string) => ({ title: pageTitle(title), description }),
  notFound: 'Course not found',
  notFoundMeta: { title: pageTitle('Course not found'), description: 'The course you asked for is not offered. See the list of our courses.' },
  allCourses: { label: 'View All Courses', href: '/courses' },
  sliderLabel: 'Course images',
  pause: 'Pause slideshow',
  play: 'Play slideshow',
  descriptions: 'Course Descriptions',
  advantages: 'Advantages',
  enroll: { label: 'Enroll Now', href: '/admissions' },
};

/** Course slider constants (SPEC section 9). */
export const COURSE_SLIDER = { autoplayDelayMs: 4000, slidesPerView: 1, spaceBetween: 30 } as const;
