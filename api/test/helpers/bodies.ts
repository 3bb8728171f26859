import { gradientPng } from '../../src/seeders/demo-images.ts';

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

export const validStudent = () => ({
  firstName: 'Test',
  lastName: `Student ${unique()}`,
  fatherFirstName: 'Father',
  fatherLastName: 'Test',
  motherFirstName: 'Mother',
  motherLastName: 'Test',
  year: 'THIRD',
  personalInfo: { dob: '2004-05-06T00:00:00.000Z', address: 'Placeholder street 1', gender: 'Female', nationality: 'Indian', religion: 'Not specified' },
  contactInfo: { email: `t${unique()}@example.test`, phone: '+91 00000 00000' },
});

export const validFaculty = () => ({
  firstName: 'Test',
  lastName: `Faculty ${unique()}`,
  designation: 'Lecturer',
  specialization: 'Sports Physiotherapy',
  experienceYears: 3,
  yearOfJoining: '2021-06-01',
  personalInfo: { dob: '1990-01-01', gender: 'Male', nationality: 'Indian', religion: 'Not specified' },
  contactInfo: { email: `f${unique()}@example.test`, phone: '0000000000' },
});

export const validSubject = () => ({ code: `T${unique()}`.slice(0, 20), name: 'Test subject', year: 'SECOND' });
/** A real (tiny) PNG: the API checks photos by their bytes. */
export const TINY_PNG = gradientPng([10, 20, 30], [200, 210, 220], 8, 6);
export const validEvent = () => ({ eventTitle: 'Test event', eventDate: '2026-01-15', eventPhoto: TINY_PNG });
export const validCalendarEntry = () => ({ year: 'FOURTH', event: 'Test entry', date: '2026-02-01' });
