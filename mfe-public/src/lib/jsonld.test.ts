import { admissions } from '@college/shared-ui/content';
import { describe, expect, it } from 'vitest';
import { bptProgramJsonLd, collegeJsonLd, courseJsonLd } from './jsonld.ts';

const site = 'https://college.test';

describe('JSON-LD', () => {
  const roundTrip = (data: unknown) => JSON.parse(JSON.stringify(data));

  it('describes the college with its address', () => {
    const college = roundTrip(collegeJsonLd(site));
    expect(college['@context']).toBe('https://schema.org');
    expect(college['@type']).toBe('CollegeOrUniversity');
    expect(college.url).toBe(`${site}/`);
    expect(college.address).toMatchObject({ '@type': 'PostalAddress', addressLocality: 'Guntur', addressRegion: 'Andhra Pradesh', postalCode: '522 529' });
  });

  it('describes the BPT programme and a course', () => {
    const programme = roundTrip(bptProgramJsonLd(site));
    expect(programme['@type']).toBe('EducationalOccupationalProgram');
    expect(programme.timeToComplete).toBe('P4Y6M');
    expect(programme.provider['@type']).toBe('CollegeOrUniversity');
    const course = roundTrip(courseJsonLd(site, { id: 'computer-course', title: 'Free Computer Training', description: 'Basics of computing.' }));
    expect(course).toMatchObject({ '@type': 'Course', name: 'Free Computer Training', url: `${site}/service-details/computer-course` });
    expect(course.provider.name).toBeTruthy();
    expect(course).not.toHaveProperty('timeRequired');
    const bpt = roundTrip(courseJsonLd(site, { id: 'physiotherapy', title: 'Physiotherapy (BPT)', description: 'x', isoDuration: 'P4Y6M' }));
    expect(bpt.timeRequired).toMatch(/^P(\d+Y)?(\d+M)?(\d+D)?$/);
  });

  it('takes the programme facts from the content module', () => {
    const programme = roundTrip(bptProgramJsonLd(site));
    expect(programme.maximumEnrollment).toBe(admissions.intake.total);
    expect(programme.offers.map((offer: { price: number }) => offer.price)).toEqual([admissions.fees.convenerPerYear, admissions.fees.managementPerYear]);
    expect(programme.programPrerequisites).toMatch(/Bi\.P\.C\..*50%/);
  });
});
