import type { Year } from '../shared/domain.ts';

/** Demo content (CONTRACT §4). Every person is an obvious placeholder, never a real-looking name. */
export const DEMO_ACCOUNTS = {
  admin: { username: 'admin', password: 'Admin@12345' },
  student: { email: 'student@demo.college', password: 'Student@12345' },
  faculty: { email: 'faculty@demo.college', password: 'Faculty@12345' },
};

export const DEMO_SUBJECTS: { code: string; name: string; year: Year }[] = [
  { code: 'BPT101', name: 'Human Anatomy', year: 'FIRST' },
  { code: 'BPT102', name: 'Human Physiology', year: 'FIRST' },
  { code: 'BPT103', name: 'Biochemistry', year: 'FIRST' },
  { code: 'BPT104', name: 'Fundamentals of Exercise Therapy', year: 'FIRST' },
  { code: 'BPT201', name: 'Pathology and Microbiology', year: 'SECOND' },
  { code: 'BPT202', name: 'Pharmacology', year: 'SECOND' },
  { code: 'BPT203', name: 'Exercise Therapy', year: 'SECOND' },
  { code: 'BPT204', name: 'Electrotherapy', year: 'SECOND' },
  { code: 'BPT301', name: 'Orthopaedics and Traumatology', year: 'THIRD' },
  { code: 'BPT302', name: 'General Medicine and Surgery', year: 'THIRD' },
  { code: 'BPT303', name: 'Musculoskeletal Physiotherapy', year: 'THIRD' },
  { code: 'BPT401', name: 'Neurology and Neurosurgery', year: 'FOURTH' },
  { code: 'BPT402', name: 'Neurological Physiotherapy', year: 'FOURTH' },
  { code: 'BPT403', name: 'Cardio-Respiratory Physiotherapy', year: 'FOURTH' },
  { code: 'BPT404', name: 'Community Physiotherapy and Research Methods', year: 'FOURTH' },
];

export const DEMO_FACULTY = [
  { lastName: 'Demo A', designation: 'Professor', specialization: 'Musculoskeletal Physiotherapy', experienceYears: 18 },
  { lastName: 'Demo B', designation: 'Associate Professor', specialization: 'Neurological Physiotherapy', experienceYears: 12 },
  { lastName: 'Demo C', designation: 'Assistant Professor', specialization: 'Cardio-Respiratory Physiotherapy', experienceYears: 6 },
  { lastName: 'Demo D', designation: 'Assistant Professor', specialization: 'Sports Physiotherapy', experienceYears: 4 },
  { lastName: 'Demo E', designation: 'Lecturer', specialization: 'Paediatric Physiotherapy', experienceYears: 3 },
  { lastName: 'Demo F', designation: 'Lecturer', specialization: 'Community Physiotherapy', experienceYears: 2 },
];

export const DEMO_EVENTS: { eventTitle: string; eventDate: string; colours: [[number, number, number], [number, number, number]] }[] = [
  {
    eventTitle: 'Orientation Day (demo event)',
    eventDate: '2025-07-01',
    colours: [
      [20, 90, 160],
      [120, 200, 240],
    ],
  },
  {
    eventTitle: 'World Physiotherapy Day (demo event)',
    eventDate: '2025-09-08',
    colours: [
      [0, 130, 90],
      [180, 230, 120],
    ],
  },
  {
    eventTitle: 'Community Health Camp (demo event)',
    eventDate: '2025-10-15',
    colours: [
      [200, 90, 30],
      [250, 210, 110],
    ],
  },
  {
    eventTitle: 'Sports Training Camp (demo event)',
    eventDate: '2025-12-05',
    colours: [
      [120, 40, 150],
      [230, 140, 220],
    ],
  },
  {
    eventTitle: 'Annual Day (demo event)',
    eventDate: '2026-02-20',
    colours: [
      [180, 20, 60],
      [250, 150, 160],
    ],
  },
];

export const DEMO_CALENDAR: { year: Year; event: string; date: string }[] = [
  { year: 'FIRST', event: 'Classes begin', date: '2025-08-01' },
  { year: 'FIRST', event: 'Internal assessment 1', date: '2025-10-06' },
  { year: 'FIRST', event: 'University examinations', date: '2026-03-16' },
  { year: 'SECOND', event: 'Classes begin', date: '2025-07-15' },
  { year: 'SECOND', event: 'Internal assessment 1', date: '2025-09-22' },
  { year: 'SECOND', event: 'University examinations', date: '2026-03-23' },
  { year: 'THIRD', event: 'Clinical postings begin', date: '2025-07-21' },
  { year: 'THIRD', event: 'Internal assessment 1', date: '2025-09-29' },
  { year: 'THIRD', event: 'University examinations', date: '2026-04-06' },
  { year: 'FOURTH', event: 'Project proposal submission', date: '2025-08-18' },
  { year: 'FOURTH', event: 'Internal assessment 1', date: '2025-10-13' },
  { year: 'FOURTH', event: 'University examinations', date: '2026-04-13' },
];
