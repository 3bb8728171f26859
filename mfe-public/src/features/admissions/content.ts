// /admissions and its sub-pages (SPEC section 2, Admissions; figures in shared-ui content, SPEC section 9).
import { institution } from '@college/shared-ui/content';
import { pageTitle } from '../../lib/links.ts';

export type AdmissionsSection = 'index' | 'fee-structure' | 'courses-offered';

export const admissionsMenu: { section: AdmissionsSection; label: string; href: string }[] = [
  { section: 'index', label: 'Admissions', href: '/admissions' },
  { section: 'fee-structure', label: 'Fee Structure', href: '/admissions/fee-structure' },
  { section: 'courses-offered', label: 'Courses Offered', href: '/admissions/courses-offered' },
];

/** Page title and description per section, for the academic year label (e.g. '2026-27'). */
export const admissionsMeta: Record<AdmissionsSection, (year: string) => { heading: string; title: string; description: string }> = {
  index: (year) => ({
    heading: `Admissions ${year}`,
    title: pageTitle(`Admissions ${year}`),
    description: `Admissions ${year} to the Bachelor of Physiotherapy at ${institution.name}: eligibility, required documents, intake and how to apply.`,
  }),
  'fee-structure': (year) => ({
    heading: `Fee Structure ${year}`,
    title: pageTitle(`Fee Structure ${year}`),
    description: `BPT fee structure ${year}: convener quota, management quota and one-time additional fees.`,
  }),
  'courses-offered': (year) => ({
    heading: `Courses Offered ${year}`,
    title: pageTitle(`Courses Offered ${year}`),
    description: `Courses offered for ${year}: Bachelor of Physiotherapy (BPT) and Free Computer Training.`,
  }),
};

export const admissionsText = {
  menuLabel: 'Admissions menu',
  intro: 'Join the Bachelor of Physiotherapy programme. Here is everything you need to apply.',
  documentsTitle: 'Required Documents',
  documentsNote: 'Bring the originals and two sets of photocopies.',
  eligibilityTitle: 'Eligibility Criteria',
  intakeTitle: 'Intake',
  intake: (total: number, convener: number, management: number) => `${total} seats a year: ${convener} convener quota and ${management} management quota.`,
  quotaSplit: (convener: number, management: number) => `Quota split: ${convener}% convener, ${management}% management.`,
  applyTitle: 'Apply Online',
  applyText: 'Fill in the online application form; our team will contact you.',
  applyLabel: 'Open the application form',
  fees: {
    caption: (academicYear: string) => `BPT fees for ${academicYear}, by year of study and quota`,
    yearColumn: 'Year of study',
    perYear: 'per year',
    oneTime: 'one-time',
    dueBy: (date: string) => `Due by ${date}`,
    notOffered: 'Not offered',
    loading: 'Loading the fee structure...',
    error: 'The fee structure could not be loaded just now.',
    retry: 'Try again',
    none: (academicYear: string) => `The fees for ${academicYear} are not published yet. Please contact the office.`,
    note: 'Fees are in Indian rupees (₹). Concessions and scholarships are granted by the college office.',
    admissionsLink: 'See admission requirements',
  },
  coursesOffered: { text: 'Courses open for admission this year:', link: 'View All Courses', href: '/courses' },
  tour: { title: 'Book a Tour', text: 'See our classrooms, labs and clinic before you decide.', label: 'Book a Tour', href: '/contact' },
};
