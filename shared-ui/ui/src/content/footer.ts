// Footer columns (SPEC "Common elements"). Link entry: href, name; external links open in a new tab.
import { chatLink } from './chat.ts';
import { institution } from './institution.ts';

export interface FooterLink {
  name: string;
  href: string;
  external?: boolean;
  icon?: 'linkedin' | 'chat' | 'instagram' | 'facebook';
}

export interface FooterColumn {
  title: string;
  links: FooterLink[];
}

const UNDER_DEVELOPMENT = '/under-developments-or-maintenance';

export const footerColumns: FooterColumn[] = [
  {
    title: 'Easy Navigation',
    links: [
      { name: 'Home', href: '/' },
      { name: 'About Us', href: '/about' },
      { name: 'Admissions', href: '/admissions' },
      { name: 'Fee Structure', href: '/admissions/fee-structure' },
      { name: 'Facilities', href: '/facilities' },
      { name: 'Contact Us', href: '/contact' },
    ],
  },
  {
    title: 'Important Links',
    links: [
      { name: 'Feedback', href: institution.externalForms.feedback, external: true },
      { name: 'Grievance', href: institution.externalForms.grievance, external: true },
      { name: 'Our Gallery', href: '/gallery' },
      { name: 'Brochures', href: UNDER_DEVELOPMENT },
      { name: 'Career', href: UNDER_DEVELOPMENT },
    ],
  },
  {
    title: 'Useful Links',
    links: [
      { name: 'Exams', href: '/exams' },
      { name: 'Digital Library', href: '/services/digital-library' },
      { name: 'Scholarships', href: '/services/scholarships' },
      { name: 'Research & Development', href: '/services/research-laboratory' },
      { name: 'Privacy Policy', href: '/privacy-policy' },
      { name: 'Terms and Conditions', href: '/terms-and-conditions' },
    ],
  },
  {
    title: 'Our Courses',
    links: [
      { name: 'Bachelor of Physiotherapy', href: '/service-details/physiotherapy' },
      { name: 'Free Computer Training', href: '/service-details/computer-course' },
    ],
  },
  {
    title: 'Our Social',
    links: [
      { name: 'LinkedIn', href: institution.social.linkedin, external: true, icon: 'linkedin' },
      { name: 'WhatsApp', href: chatLink(institution.chatNumber), external: true, icon: 'chat' },
      { name: 'Instagram', href: institution.social.instagram, external: true, icon: 'instagram' },
      { name: 'Facebook', href: institution.social.facebook, external: true, icon: 'facebook' },
    ],
  },
];

export const footerTexts = {
  reachUs: 'Reach Us',
  address: 'Address',
  map: 'Find us on the map',
  mapTitle: `Map showing the location of ${institution.name}`,
  showMap: 'Show map',
  mapNotice: 'The map is provided by an external service and loads only when you ask for it.',
  openMap: 'Open in maps',
  lastUpdated: 'Last Updated',
  subscribeTitle: 'For Latest Updates',
  subscribeLabel: 'Your e-mail address',
  subscribeButton: 'Subscribe',
  subscribeInvalid: 'Invalid email address',
  subscribeEmpty: 'Please enter your e-mail address.',
  subscribeSending: 'Sending...',
  subscribeFailed: 'The subscription could not be sent. Please try again.',
  developedBy: 'Designed and developed by',
} as const;
