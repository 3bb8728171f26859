import { api } from '@college/shared-ui/state';
import type { ContactInfo, PersonalInfo, StudentYear } from './students.ts';

export interface Faculty {
  id: number;
  firstName?: string | null;
  lastName?: string | null;
  designation?: string | null;
  specialization?: string | null;
  experienceYears?: number | null;
  yearOfJoining?: string | null;
  personalInfo?: PersonalInfo | null;
  contactInfo?: ContactInfo | null;
}

export interface FacultyCalendarEvent {
  id: number;
  event: string;
  date: string;
  year: StudentYear;
}

/** What a faculty member may change on their own record: everything but the e-mail (CONTRACT section 5). */
export interface OwnFacultyUpdate {
  firstName: string;
  lastName: string;
  designation: string;
  specialization: string;
  experienceYears: number;
  yearOfJoining?: string;
  personalInfo: { dob?: string; address: string; gender: string; nationality: string; religion: string };
  contactInfo: { phone: string };
}

const facultyPath = (id: number | string) => `/faculty/${encodeURIComponent(String(id))}`;

export const getFaculty = (id: number | string) => api.get<Faculty>(facultyPath(id), { include: 'personalInfo,contactInfo' });
export const getFacultyCalendar = (id: number | string) => api.get<FacultyCalendarEvent[]>(`${facultyPath(id)}/calendar`);
export const updateOwnFacultyProfile = (id: number | string, body: OwnFacultyUpdate) => api.put<Faculty>(facultyPath(id), body);
