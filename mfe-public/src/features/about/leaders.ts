// Leadership profiles (SPEC section 3, "Static leadership entry"), shown only on the About pages (so not
// in the shared content module every page downloads). SPEC gives no names or details:
// every profile is a clearly marked PLACEHOLDER until the college supplies the real one (CONTRACT section 8).
import { institution } from '@college/shared-ui/content';

export type LeaderId = 'patron' | 'secretary-correspondence' | 'director' | 'administrator' | 'principal';

export interface Leader {
  id: LeaderId;
  name: string;
  designation: string;
  specialization: string;
  email: string;
  phone: string;
  linkedin: string;
  descriptions: string[];
  message: string;
  /** Alt text of the profile image (the image itself is a neutral placeholder avatar). */
  imageAlt: string;
}

const placeholderNotice = 'This is a placeholder profile: the college will publish the details of the office holder here.';

function placeholderLeader(id: LeaderId, designation: string, role: string, message: string): Leader {
  return {
    id,
    name: `${designation} (placeholder profile)`,
    designation,
    specialization: 'To be announced',
    email: `${id}@${institution.emailDomain}`,
    phone: institution.phone,
    linkedin: `https://linkedin.example.com/${id}-placeholder`,
    descriptions: [placeholderNotice, role],
    message,
    imageAlt: `Placeholder avatar for the ${designation}`,
  };
}

export const leaders: Record<LeaderId, Leader> = {
  patron: placeholderLeader(
    'patron',
    'Patron',
    `The Patron guides the vision of ${institution.name} and of the ${institution.managingBody} that manages it.`,
    'Our college exists to serve people through movement and rehabilitation. I welcome every student who wants to heal with skill and compassion.',
  ),
  'secretary-correspondence': placeholderLeader(
    'secretary-correspondence',
    'Secretary & Correspondent',
    'The Secretary & Correspondent oversees administration, correspondence and the everyday running of the college.',
    'We keep our doors open to students, parents and the community. Write to us or visit the campus: we are glad to help.',
  ),
  director: placeholderLeader(
    'director',
    'Director',
    'The Director leads academic planning, clinical partnerships and the quality of the Bachelor of Physiotherapy programme.',
    'Physiotherapy is a science of evidence and a craft of care. Our curriculum and clinics prepare you for both.',
  ),
  administrator: placeholderLeader(
    'administrator',
    'Administrator',
    'The Administrator manages admissions, student services, facilities and the college office.',
    'From your first enquiry to graduation, our office is here to make every step simple and clear.',
  ),
  principal: placeholderLeader(
    'principal',
    'Principal',
    'The Principal leads teaching, examinations and student welfare.',
    'Learn with curiosity, practise with care, and keep the patient at the centre of everything you do.',
  ),
};

/** The Governing Body table (SPEC: four members, each linking to a profile page). */
export const governingBody: { leaderId: LeaderId; path: string }[] = [
  { leaderId: 'patron', path: '/about/patron-vcp' },
  { leaderId: 'secretary-correspondence', path: '/about/secretary-correspondence-vcp' },
  { leaderId: 'director', path: '/about/director-vcp' },
  { leaderId: 'administrator', path: '/about/administrator-vcp' },
];
