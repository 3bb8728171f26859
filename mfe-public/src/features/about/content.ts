// About section (SPEC section 2, About): the sub-pages, their menu, titles and texts.
import { admissions, institution } from '@college/shared-ui/content';
import administratorAvatar from '../../assets/leaders/administrator.svg';
import directorAvatar from '../../assets/leaders/director.svg';
import patronAvatar from '../../assets/leaders/patron.svg';
import principalAvatar from '../../assets/leaders/principal.svg';
import secretaryAvatar from '../../assets/leaders/secretary-correspondence.svg';
import type { AboutSlug } from './aboutSlugs.ts';
import type { LeaderId } from './leaders.ts';
import { type PageMetaText, pageTitle } from '../../lib/links.ts';

export { type AboutSlug, aboutPath } from './aboutSlugs.ts';

export type AboutBody =
  | { kind: 'text'; sections: { heading?: string; paragraphs?: string[]; list?: string[] }[] }
  | { kind: 'leader'; leaderId: LeaderId }
  | { kind: 'governing-body' }
  | { kind: 'faculty-list' };

export interface AboutPageContent {
  slug: AboutSlug;
  /** Hero title and menu label. */
  title: string;
  meta: PageMetaText;
  body: AboutBody;
  /** The menu omits principal-vcp (SPEC). */
  inMenu: boolean;
}

export const leaderAvatars: Record<LeaderId, string> = {
  patron: patronAvatar,
  'secretary-correspondence': secretaryAvatar,
  director: directorAvatar,
  administrator: administratorAvatar,
  principal: principalAvatar,
};

const leaderPage = (slug: AboutSlug, leaderId: LeaderId, title: string): AboutPageContent => ({
  slug,
  title,
  meta: { title: pageTitle(`${title} | About`), description: `Profile and message of the ${title} of ${institution.name}, Guntur.` },
  body: { kind: 'leader', leaderId },
  inMenu: slug !== 'principal-vcp',
});

export const aboutPages: AboutPageContent[] = [
  {
    slug: '',
    title: 'About Us',
    meta: {
      title: pageTitle('About Us'),
      description: `About ${institution.name}, Guntur: our story, our managing centre and the Bachelor of Physiotherapy programme.`,
    },
    inMenu: true,
    body: {
      kind: 'text',
      sections: [
        {
          paragraphs: [
            `${institution.name} is a physiotherapy college in Guntur, Andhra Pradesh, managed together with the ${institution.managingBody}.`,
            `The college is affiliated with the ${institution.university} and approved by the ${institution.council}. It offers the four-year Bachelor of Physiotherapy (BPT) with a six-month internship, and free computer training for students and the community.`,
          ],
        },
        {
          heading: 'What sets us apart',
          list: [
            'Small batches and personal mentoring',
            'Clinical exposure from the early years',
            'Community health camps and outreach',
            'Modern labs, library and fitness centre',
          ],
        },
      ],
    },
  },
  {
    slug: 'our-mission-and-vision',
    title: 'Our Mission & Vision',
    meta: { title: pageTitle('Our Mission & Vision | About'), description: `The mission, vision and values that guide ${institution.name}.` },
    inMenu: true,
    body: {
      kind: 'text',
      sections: [
        {
          heading: 'Our Mission',
          paragraphs: [
            'To educate skilled, ethical and compassionate physiotherapists who improve the movement, function and quality of life of the people they serve.',
          ],
        },
        {
          heading: 'Our Vision',
          paragraphs: ['To be a centre of excellence in physiotherapy education, clinical care and community service in Andhra Pradesh.'],
        },
        { heading: 'Our Values', list: ['Care for every patient', 'Evidence-based practice', 'Integrity and respect', 'Service to the community'] },
      ],
    },
  },
  {
    slug: 'governing-body',
    title: 'Governing Body',
    meta: { title: pageTitle('Governing Body | About'), description: `Members of the governing body of ${institution.name} and links to their profiles.` },
    inMenu: true,
    body: { kind: 'governing-body' },
  },
  leaderPage('patron-vcp', 'patron', 'Patron'),
  leaderPage('secretary-correspondence-vcp', 'secretary-correspondence', 'Secretary & Correspondent'),
  leaderPage('director-vcp', 'director', 'Director'),
  leaderPage('principal-vcp', 'principal', 'Principal'),
  {
    slug: 'members-faculties-vcp',
    title: 'Members & Faculties',
    meta: {
      title: pageTitle('Members & Faculties | About'),
      description: `The faculty of ${institution.name}: each member's name, designation and specialization.`,
    },
    inMenu: true,
    body: { kind: 'faculty-list' },
  },
  leaderPage('administrator-vcp', 'administrator', 'Administrator'),
  {
    slug: 'our-programme',
    title: 'Our Programme',
    meta: {
      title: pageTitle('Our Programme | About'),
      description: 'The Bachelor of Physiotherapy (BPT): 4 years plus 6 months internship, eligibility Intermediate Bi.P.C. with 50%.',
    },
    inMenu: true,
    body: {
      kind: 'text',
      sections: [
        {
          heading: admissions.programme.name,
          paragraphs: [
            `Duration: ${admissions.programme.duration}. The programme combines classroom learning, laboratory practice and supervised clinical work, and ends with a six-month compulsory internship.`,
          ],
        },
        { heading: 'Eligibility', list: [...admissions.eligibility] },
        {
          heading: 'Intake',
          paragraphs: [
            `${admissions.intake.total} seats a year: ${admissions.intake.convener} under the convener quota and ${admissions.intake.management} under the management quota.`,
          ],
        },
      ],
    },
  },
];

export const aboutText = {
  menuLabel: 'About menu',
  learnMore: {
    title: 'Want to Learn More?',
    text: 'Our team is happy to answer your questions about the college and admissions.',
    label: 'Contact Us',
    href: '/contact',
  },
  governingBody: {
    caption: 'Members of the governing body',
    columns: ['Name', 'Designation', 'Profile'] as const,
    viewProfile: 'View profile',
    meetings: 'The governing body meets twice a year.',
  },
  facultyList: {
    caption: 'Faculty members',
    columns: ['Name', 'Designation', 'Specialization'] as const,
    loading: 'Loading the faculty...',
    empty: 'The faculty list is being updated. Please check back soon.',
    error: 'The faculty list could not be loaded.',
    retry: 'Try again',
  },
  leader: { specialization: 'Specialization', contact: 'Contact', email: 'E-mail', phone: 'Phone', linkedin: 'LinkedIn', about: 'About', message: 'Message' },
};
