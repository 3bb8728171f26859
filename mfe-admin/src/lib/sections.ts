/** Every place of the admin sidebar (SPEC "Admin dashboard"); ids become /admin-dashboard/{id}. */
export type SectionId =
  | 'dashboard'
  | 'inbox'
  | 'faculty'
  | 'students'
  | 'subjects'
  | 'personal-info'
  | 'contact-info'
  | 'events'
  | 'academic-calendar'
  | 'audit-log'
  | 'fees'
  | 'exams'
  | 'timetable'
  | 'attendance'
  | 'announcements'
  | 'analytics'
  | 'promotion'
  | 'subscribers'
  | 'settings';

export type PanelId =
  | 'faculty-dashboard'
  | 'faculty-profile'
  | 'faculty-subjects'
  | 'faculty-students'
  | 'faculty-analytics'
  | 'student-dashboard'
  | 'student-profile'
  | 'student-subjects'
  | 'student-grades'
  | 'student-documents';

export interface NavItem<Id extends string = string> {
  id: Id;
  label: string;
  /** Shown on the dashboard's quick-navigation tiles. */
  blurb?: string;
}

export const sections: NavItem<SectionId>[] = [
  { id: 'dashboard', label: 'Dashboard' },
  { id: 'inbox', label: 'Inbox', blurb: 'Applications and enquiries sent from the website.' },
  { id: 'faculty', label: 'Faculty', blurb: 'Add, edit and remove faculty members.' },
  { id: 'students', label: 'Students', blurb: 'Manage students, import and export lists.' },
  { id: 'subjects', label: 'Subjects', blurb: 'Subjects of each year.' },
  { id: 'personal-info', label: 'Personal Info', blurb: 'Personal details of students and faculty.' },
  { id: 'contact-info', label: 'Contact Info', blurb: 'E-mail and phone of students and faculty.' },
  { id: 'events', label: 'Events', blurb: 'Events shown on the home page.' },
  { id: 'academic-calendar', label: 'Academic Calendar', blurb: 'Calendar entries per year.' },
  { id: 'audit-log', label: 'Audit Log', blurb: 'Who created, changed or deleted what, and when.' },
  { id: 'fees', label: 'Fees', blurb: 'Fee plans, dues, payments and receipts.' },
  { id: 'exams', label: 'Exams', blurb: 'Exam timetable and notices of the public site.' },
  { id: 'timetable', label: 'Timetable', blurb: 'The weekly class timetable of each year.' },
  { id: 'attendance', label: 'Attendance', blurb: 'Attendance shortages, condonation and export.' },
  { id: 'announcements', label: 'Announcements', blurb: 'Post to everyone, a year or a class; notices sent.' },
  { id: 'analytics', label: 'Analytics', blurb: 'Enrolment, pass rates and fee collection.' },
  { id: 'promotion', label: 'Promotion', blurb: 'End the academic year: move students up, hold back, graduate.' },
  { id: 'subscribers', label: 'Subscribers', blurb: 'Newsletter subscriptions from the website, and their export.' },
  { id: 'settings', label: 'Settings' },
];

export const panelGroups: { id: string; label: string; items: NavItem<PanelId>[] }[] = [
  {
    id: 'faculty-panel',
    label: 'Faculty Panel',
    items: [
      { id: 'faculty-dashboard', label: 'Faculty Dashboard' },
      { id: 'faculty-profile', label: 'Faculty Profile' },
      { id: 'faculty-subjects', label: 'Faculty Subjects' },
      { id: 'faculty-students', label: 'Faculty Students' },
      { id: 'faculty-analytics', label: 'Faculty Analytics' },
    ],
  },
  {
    id: 'student-panel',
    label: 'Student Panel',
    items: [
      { id: 'student-dashboard', label: 'Student Dashboard' },
      { id: 'student-profile', label: 'Student Profile' },
      { id: 'student-subjects', label: 'Student Subjects' },
      { id: 'student-grades', label: 'Student Grades' },
      { id: 'student-documents', label: 'Student Documents' },
    ],
  },
];

const sectionIds = new Set<string>(sections.map((s) => s.id));

/** Unknown ids and the panel sub-ids show the dashboard tiles (SPEC). */
export function resolveSection(id: string | undefined): SectionId {
  return id && sectionIds.has(id) ? (id as SectionId) : 'dashboard';
}

export function labelOf(id: string | undefined): string {
  const all: NavItem[] = [...sections, ...panelGroups.flatMap((g) => g.items)];
  return all.find((item) => item.id === id)?.label ?? 'Dashboard';
}

export const adminPath = (id: string) => `/admin-dashboard/${id}`;
export const LOGIN_PATH = '/faculty-login';
