// Home page content (SPEC section 2, Home), in the order of its sections.
import { admissions, institution } from '@college/shared-ui/content';
import aboutImage from '../../assets/home/about.svg';
import eventsEmptyImage from '../../assets/home/events-empty.svg';
import heroIllustration from '../../assets/home/hero.svg?raw';
import programmeImage from '../../assets/home/programme.svg';
import whoWeAreImage from '../../assets/home/who-we-are.svg';
import accreditedIcon from '../../assets/icons/accredited.svg';
import admissionsIcon from '../../assets/icons/admissions.svg';
import brochureIcon from '../../assets/icons/brochure.svg';
import clinicalIcon from '../../assets/icons/clinical.svg';
import communityIcon from '../../assets/icons/community.svg';
import contactIcon from '../../assets/icons/contact.svg';
import examsIcon from '../../assets/icons/exams.svg';
import feedbackIcon from '../../assets/icons/feedback.svg';
import feesIcon from '../../assets/icons/fees.svg';
import galleryIcon from '../../assets/icons/gallery.svg';
import governanceIcon from '../../assets/icons/governance.svg';
import grievanceIcon from '../../assets/icons/grievance.svg';
import instructorIcon from '../../assets/icons/instructor.svg';
import libraryIcon from '../../assets/icons/library.svg';
import locationIcon from '../../assets/icons/location.svg';
import physioIcon from '../../assets/icons/physio.svg';
import programmeIcon from '../../assets/icons/programme.svg';
import researchIcon from '../../assets/icons/research.svg';
import scholarshipIcon from '../../assets/icons/scholarship.svg';
import sportsIcon from '../../assets/icons/sports.svg';
import tourIcon from '../../assets/icons/tour.svg';
import { type LinkTile, pageTitle, UNDER_DEVELOPMENT_PATH } from '../../lib/links.ts';

export const homeImages = { about: aboutImage, eventsEmpty: eventsEmptyImage, whoWeAre: whoWeAreImage, programme: programmeImage };

export const homeMeta = {
  title: pageTitle('Home'),
  description: `${institution.name}, Guntur: Bachelor of Physiotherapy (BPT), 4 years plus 6 months internship. Admissions, courses, facilities and campus life.`,
};

export const hero = {
  title: 'Shape the Future of Healthcare',
  text: 'Train as a physiotherapist with expert faculty, modern labs and real clinical experience.',
  cta: { label: 'Explore Courses', href: '/courses' },
  /** SVG markup, drawn in the page */
  illustration: heroIllustration,
  imageAlt: 'Illustration of a physiotherapist beside a treatment table with a heartbeat line',
};

export interface TickerItem {
  text: string;
  link: string;
}

export const ticker = {
  title: 'Specials Update',
  pause: 'Pause updates',
  play: 'Play updates',
  items: [
    { text: 'Admissions are open for the BPT programme: apply now', link: '/admissions' },
    { text: 'Merit scholarships for students with 85% marks and above', link: '/services/scholarships' },
    { text: 'Join our upcoming webinar on careers in physiotherapy', link: '/webinar' },
  ] satisfies TickerItem[],
};

export const welcome = {
  text: `Welcome to ${institution.name}`,
  pause: 'Pause animation',
  play: 'Play animation',
};

export const aboutBlurb = {
  title: 'About Our College',
  text: `${institution.name} in Guntur, Andhra Pradesh, is managed together with the ${institution.managingBody}. We offer the four-year Bachelor of Physiotherapy with a six-month clinical internship, affiliated with the ${institution.university}.`,
  cta: { label: 'Learn More About Us', href: '/about' },
  imageAlt: 'Illustration of the college building among trees',
};

export const eventsText = {
  title: 'Recent Events',
  empty: 'No recent events to display',
  emptyImageAlt: 'An empty calendar',
  previous: 'Previous event',
  next: 'Next event',
  pause: 'Pause slideshow',
  play: 'Play slideshow',
  position: (index: number, total: number) => `Event ${index + 1} of ${total}`,
};

export const soarToSuccess = {
  title: 'Soar to Success',
  tiles: [
    { title: 'Expert Faculty', text: 'Experienced physiotherapists who teach and mentor.', href: '/faculty-and-calendar', icon: instructorIcon },
    { title: 'Clinical Training', text: 'Supervised practice with real patients.', href: '/facilities', icon: clinicalIcon },
    { title: 'Research Culture', text: 'Thesis guidance, workshops and publications.', href: '/services/research-laboratory', icon: researchIcon },
    { title: 'Digital Library', text: 'Search books and ask the library to stock a title.', href: '/services/digital-library', icon: libraryIcon },
    { title: 'Scholarships', text: 'Support for meritorious students.', href: '/services/scholarships', icon: scholarshipIcon },
  ] satisfies LinkTile[],
};

export const coursesWeOffer = {
  title: 'Courses We Offer',
  viewAll: { label: 'View All Courses', href: '/courses' },
};

export const quickNavigation = {
  title: 'Quick Navigation',
  links: [
    { title: 'Admissions', href: '/admissions', icon: admissionsIcon },
    { title: 'Exams', href: '/exams', icon: examsIcon },
    { title: 'Research Laboratory', href: '/services/research-laboratory', icon: researchIcon },
    { title: 'Scholarships', href: '/services/scholarships', icon: scholarshipIcon },
    { title: 'Governing Body', href: '/about/governing-body', icon: governanceIcon },
    { title: 'Our Programme', href: '/about/our-programme', icon: programmeIcon },
    { title: 'Bachelor of Physiotherapy', href: '/service-details/physiotherapy', icon: physioIcon },
    { title: 'Gallery', href: '/gallery', icon: galleryIcon },
    { title: 'Community Services', href: '/services/community-services', icon: communityIcon },
    { title: 'Sports Training Camps', href: '/services/sports-training-camping', icon: sportsIcon },
  ] satisfies LinkTile[],
};

export const searchTiles = {
  title: 'What are you searching for?',
  tiles: [
    { title: 'Fee Structure', href: '/admissions/fee-structure', icon: feesIcon },
    { title: 'Virtual Tour', href: UNDER_DEVELOPMENT_PATH, icon: tourIcon },
    { title: 'Visit Us At', text: 'Guntur, Andhra Pradesh', href: institution.map.linkUrl, icon: locationIcon, external: true },
    { title: 'Contact Us', href: '/contact', icon: contactIcon },
    { title: 'Gallery', href: '/gallery', icon: galleryIcon },
    { title: 'Exams', href: '/exams', icon: examsIcon },
  ] satisfies LinkTile[],
};

export const faqText = { title: 'Frequently Asked Questions' };

export const lowerTiles = {
  title: 'More for You',
  tiles: [
    { title: 'Admissions', href: '/admissions', icon: admissionsIcon },
    { title: 'Feedback', href: institution.externalForms.feedback, icon: feedbackIcon, external: true },
    { title: 'Gallery', href: '/gallery', icon: galleryIcon },
    { title: 'Brochures', href: UNDER_DEVELOPMENT_PATH, icon: brochureIcon },
    { title: 'Grievances', href: institution.externalForms.grievance, icon: grievanceIcon, external: true },
  ] satisfies LinkTile[],
};

export const admissionBanner = {
  title: (year: number) => `Admission for ${year}`,
  text: `Seats are limited: ${admissions.intake.total} students per batch. Talk to our admissions team today.`,
  cta: { label: 'Get in Touch', href: '/admissions' },
};

export const whoWeAre = {
  title: 'Who We Are',
  paragraphs: [
    `${institution.name} is a physiotherapy college managed together with the ${institution.managingBody}, a centre that has long worked with children and families.`,
    'We train physiotherapists who combine sound science with compassion, and we serve our community through health camps, awareness programmes and rehabilitation.',
  ],
  imageAlt: 'Illustration of three students standing together',
};

export const recognition = {
  title: 'Recognition & Approvals',
  text: 'Our programme meets the standards of the university and the council that govern physiotherapy education in the state.',
  icon: accreditedIcon,
  scholarship: {
    title: 'Scholarships for meritorious students',
    text: 'Scored 85% or more? You may qualify for our scholarship programme.',
    label: 'Explore Scholarships',
    href: '/services/scholarships',
  },
};

export const ourProgramme = {
  title: 'Our Programme',
  name: 'Bachelor of Physiotherapy (BPT)',
  facts: [
    { label: 'Duration', value: admissions.programme.duration },
    { label: 'Eligibility', value: 'Intermediate Bi.P.C. with at least 50% marks' },
    { label: 'Intake', value: `${admissions.intake.total} seats (${admissions.intake.convener} convener, ${admissions.intake.management} management)` },
  ],
  cta: { label: 'Read about the programme', href: '/about/our-programme' },
  imageAlt: 'Illustration of an open book',
};
