// JSON-LD structured data (schema.org) built from the content module.
import { admissions, courses, institution } from '@college/shared-ui/content';

export type JsonLdObject = { '@context': 'https://schema.org'; '@type': string } & Record<string, unknown>;

const bpt = courses.find((course) => course.id === 'physiotherapy');

/** BPT programme facts of SPEC sections 1 and 9, from the content module. */
export const bptProgrammeFacts = {
  name: admissions.programme.name,
  path: `/service-details/${bpt?.id ?? 'physiotherapy'}`,
  description: bpt?.description ?? admissions.programme.name,
  timeToComplete: bpt?.isoDuration ?? 'P4Y6M',
  credential: admissions.programme.name.replace(/\s*\(.*\)$/, ''),
  prerequisites: admissions.eligibility.slice(0, 2).join(' '),
  annualFeeInr: { convener: admissions.fees.convenerPerYear, management: admissions.fees.managementPerYear },
  seats: admissions.intake.total,
} as const;

export interface CourseFacts {
  id: string;
  title: string;
  description: string;
  isoDuration?: string;
}

function postalAddress() {
  const { address } = institution;
  return {
    '@type': 'PostalAddress',
    streetAddress: address.lines[0],
    addressLocality: address.city,
    addressRegion: address.state,
    postalCode: address.postalCode,
    addressCountry: 'IN',
  };
}

function provider(siteUrl: string) {
  return { '@type': 'CollegeOrUniversity', name: institution.name, url: `${siteUrl}/` };
}

/** For the home page. */
export function collegeJsonLd(siteUrl: string): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'CollegeOrUniversity',
    name: institution.name,
    alternateName: institution.shortName,
    url: `${siteUrl}/`,
    email: institution.emails.info,
    telephone: institution.phone,
    address: postalAddress(),
    parentOrganization: { '@type': 'Organization', name: institution.managingBody },
    memberOf: { '@type': 'CollegeOrUniversity', name: institution.university },
  };
}

/** For the BPT programme (course detail page of physiotherapy, about/our-programme). */
export function bptProgramJsonLd(siteUrl: string): JsonLdObject {
  const facts = bptProgrammeFacts;
  return {
    '@context': 'https://schema.org',
    '@type': 'EducationalOccupationalProgram',
    name: facts.name,
    description: facts.description,
    url: `${siteUrl}${facts.path}`,
    timeToComplete: facts.timeToComplete,
    educationalCredentialAwarded: facts.credential,
    programPrerequisites: facts.prerequisites,
    occupationalCategory: 'Physiotherapists',
    maximumEnrollment: facts.seats,
    offers: [
      { '@type': 'Offer', name: 'Convener quota, per year', price: facts.annualFeeInr.convener, priceCurrency: 'INR' },
      { '@type': 'Offer', name: 'Management quota, per year', price: facts.annualFeeInr.management, priceCurrency: 'INR' },
    ],
    provider: provider(siteUrl),
  };
}

/** For /service-details/{id}. */
export function courseJsonLd(siteUrl: string, course: CourseFacts): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: course.title,
    description: course.description,
    courseCode: course.id,
    url: `${siteUrl}/service-details/${course.id}`,
    ...(course.isoDuration ? { timeRequired: course.isoDuration } : {}),
    provider: provider(siteUrl),
  };
}
