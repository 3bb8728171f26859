import type { EntityManager } from '@mikro-orm/core';
import type { EntityManager as SqlEntityManager } from '@mikro-orm/postgresql';
import { Seeder } from '@mikro-orm/seeder';
import { CalendarEntry } from '../modules/academic-calendar/calendar-entry.entity.ts';
import { Account } from '../modules/auth/account.entity.ts';
import { generatePassword, hashPassword } from '../modules/auth/passwords.ts';
import { ContactInfo } from '../modules/contact-info/contact-info.entity.ts';
import { Event } from '../modules/events/event.entity.ts';
import { renderBase64Photo, writePhotoFiles } from '../modules/events/photo-files.ts';
import { fileStorageFromEnv } from '../storage/from-env.ts';
import { Faculty } from '../modules/faculty/faculty.entity.ts';
import { PersonalInfo } from '../modules/personal-info/personal-info.entity.ts';
import { Student } from '../modules/students/student.entity.ts';
import { Subject } from '../modules/subjects/subject.entity.ts';
import { YEARS } from '../shared/domain.ts';
import { DEMO_ACCOUNTS, DEMO_CALENDAR, DEMO_EVENTS, DEMO_FACULTY, DEMO_SUBJECTS } from './demo-data.ts';
import { seedDemoAcademicYears } from './demo-academic-years.ts';
import { seedDemoAnnouncements } from './demo-announcements.ts';
import { seedDemoExamSessions } from './demo-exam-sessions.ts';
import { demoQuota, seedDemoFees } from './demo-fees.ts';
import { seedDemoFeesOffice } from './demo-fees-office.ts';
import { gradientPng } from './demo-images.ts';
import { seedDemoBookRequests } from './demo-library.ts';
import { seedDemoDocuments } from './demo-documents.ts';
import { seedDemoWebinar } from './demo-webinar.ts';
import { seedDemoNewsletter } from './demo-newsletter.ts';
import { seedDemoRecords } from './demo-records.ts';
import { seedDemoTeachingYear } from './demo-teaching-year.ts';

/** In ./demo-uploads, served by GET /api/uploads outside production. */
export const DEMO_PROFILE_PIC = 'demo-student.png';

const STUDENTS = 24;

const pad = (n: number) => String(n).padStart(2, '0');
/** Demo data of CONTRACT §4; runs only on an empty database outside production. */
export class DemoSeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    const [adminHash, studentHash, facultyHash, lockedHash] = await Promise.all([
      hashPassword(DEMO_ACCOUNTS.admin.password),
      hashPassword(DEMO_ACCOUNTS.student.password),
      hashPassword(DEMO_ACCOUNTS.faculty.password),
      hashPassword(generatePassword()), // other demo people: unusable until an admin resets their password
    ]);
    em.create(Account, { type: 'admin', login: DEMO_ACCOUNTS.admin.username, passwordHash: adminHash, mustChangePassword: false });

    const subjects = DEMO_SUBJECTS.map((subject) => em.create(Subject, subject));
    const faculty = DEMO_FACULTY.map((data, index) => {
      const demo = index === 0;
      const faculty = em.create(Faculty, { firstName: 'Faculty', ...data, yearOfJoining: `${2024 - data.experienceYears}-06-01` });
      em.create(PersonalInfo, {
        dob: `${1990 - data.experienceYears}-01-15`,
        address: 'Placeholder address, Guntur',
        gender: 'Not specified',
        nationality: 'Indian',
        religion: 'Not specified',
        faculty,
      });
      const email = demo ? DEMO_ACCOUNTS.faculty.email : `faculty${pad(index + 1)}@demo.college`;
      em.create(ContactInfo, { email, phone: `00000000${pad(index + 1)}`, faculty });
      em.create(Account, { type: 'faculty', login: email, passwordHash: demo ? facultyHash : lockedHash, mustChangePassword: !demo, faculty });
      return faculty;
    });

    const students = Array.from({ length: STUDENTS }, (_, i) => this.createStudent(em, i, i === 0 ? studentHash : lockedHash));
    seedDemoRecords(em, faculty, subjects, students);
    const storage = fileStorageFromEnv();
    try {
      const photos = storage.areas['event-photos'];
      for (const { colours, ...event } of DEMO_EVENTS) {
        const { photo, files } = await renderBase64Photo(gradientPng(...colours, 960, 640), photos);
        await writePhotoFiles(photos, files);
        em.create(Event, { ...event, photoKey: photo.key, photoWidth: photo.width, photoHeight: photo.height });
      }
      await seedDemoWebinar(em, photos);
      const [demoStudent] = students;
      if (demoStudent) {
        await em.flush();
        await seedDemoDocuments(em, storage.areas['student-documents'], demoStudent.student);
      }
    } finally {
      storage.close();
    }
    for (const entry of DEMO_CALENDAR) em.create(CalendarEntry, entry);
    seedDemoBookRequests(em);
    seedDemoNewsletter(em);
    await em.flush();
    await seedDemoFees(em);
    await seedDemoTeachingYear(em);
    await seedDemoAnnouncements(em as SqlEntityManager);
    await seedDemoFeesOffice(em);
    await seedDemoAcademicYears(em);
    await seedDemoExamSessions(em as SqlEntityManager);
  }

  private createStudent(em: EntityManager, index: number, passwordHash: string) {
    const demo = index === 0;
    const yearIndex = demo ? 1 : index % 4;
    const n = pad(index + 1);
    const student = em.create(Student, {
      firstName: 'Student',
      lastName: demo ? 'Demo' : `Demo ${n}`,
      enrollmentNumber: `DEMO-BPT-${n}`,
      profilePic: demo ? DEMO_PROFILE_PIC : null,
      fatherFirstName: 'Father',
      fatherLastName: `Demo ${n}`,
      motherFirstName: 'Mother',
      motherLastName: `Demo ${n}`,
      year: YEARS[yearIndex] ?? 'FIRST',
      quota: demoQuota(index),
    });
    em.create(PersonalInfo, {
      dob: `${2006 - yearIndex}-0${(index % 9) + 1}-1${index % 10}`,
      address: 'Placeholder address, Guntur',
      gender: ['Male', 'Female', 'Other'][index % 3] ?? 'Other',
      nationality: 'Indian',
      religion: 'Not specified',
      student,
    });
    const email = demo ? DEMO_ACCOUNTS.student.email : `student${n}@demo.college`;
    em.create(ContactInfo, { email, phone: `00000001${n}`, student });
    em.create(Account, { type: 'student', login: email, passwordHash, mustChangePassword: !demo, student });
    return { student, index, yearIndex };
  }
}
