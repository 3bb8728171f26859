// Exams hub content (SPEC section 2 "Exams hub"): tabs, results text, FAQ. The timetable and the notices
// come from the API (GET /api/exams/timetable, /api/exams/notices), kept by the admin's Exams section.

export const examTabs = ['schedule', 'results', 'resources', 'notices'] as const;
export type ExamTab = (typeof examTabs)[number];
export const defaultExamTab: ExamTab = 'schedule';

export interface ExamTabInfo {
  label: string;
  title: string;
  description: string;
}

export const examTabInfo: Record<ExamTab, ExamTabInfo> = {
  schedule: {
    label: 'Schedule',
    title: 'Exam Schedule | Exams | Physiotherapy College',
    description: 'Dates, times, venues and invigilators of the upcoming BPT semester examinations.',
  },
  results: {
    label: 'Results',
    title: 'Exam Results | Exams | Physiotherapy College',
    description: 'How BPT students see their semester examination results on the student portal.',
  },
  resources: {
    label: 'Resources',
    title: 'Exam Resources | Exams | Physiotherapy College',
    description: 'Past papers, study guides, practice questions and mock tests for BPT examinations.',
  },
  notices: {
    label: 'Notices',
    title: 'Exam Notices | Exams | Physiotherapy College',
    description: 'Latest notices from the examinations cell about timetables and schedule changes.',
  },
};

export const examResultsText =
  'Semester results are published on the student portal. Log in to the student portal to see your marks, grades and SGPA once the examinations cell publishes them.';

/** Texts of the schedule and notices tabs, whose rows come from the API (the examinations cell edits them). */
export const examDataText = {
  scheduleCaption: 'Upcoming examinations',
  scheduleLoading: 'Loading the exam schedule...',
  scheduleEmpty: 'No exam schedule available.',
  scheduleError: 'The exam schedule could not be loaded.',
  noticesLoading: 'Loading exam notices...',
  noticesEmpty: 'No exam notices at the moment.',
  noticesError: 'The exam notices could not be loaded.',
  retry: 'Try again',
};

export interface FaqItem {
  question: string;
  answer: string;
}

export const examsFaq: FaqItem[] = [
  {
    question: 'What should I bring to the examination hall?',
    answer:
      'Bring your admit card, college identity card, blue or black pens, a pencil and an eraser. Mobile phones and smart watches are not allowed inside the hall.',
  },
  {
    question: 'How do I access my exam results?',
    answer: 'Log in to the student portal with your college e-mail and password. Results appear there as soon as the examinations cell publishes them.',
  },
  {
    question: 'Where can I find the exam schedule?',
    answer: 'The Schedule tab on this page lists every upcoming examination with its date, time, duration, venue and exam code.',
  },
  {
    question: 'What resources can help me prepare?',
    answer:
      'The Resources tab links to past papers, study guides, practice questions, mock tests and recommended books. Your subject teachers share further material in class.',
  },
  {
    question: 'What if I miss an exam because of illness?',
    answer:
      'Inform the examinations cell in writing as soon as possible and submit a medical certificate. Supplementary examinations are arranged as per university rules.',
  },
  {
    question: 'How will I be notified of schedule changes?',
    answer: 'Changes are posted on the Notices tab, on the college notice board and announced in class. Please check the Notices tab regularly.',
  },
  {
    question: 'How do I download my admit card?',
    answer:
      'Sign in to the student portal and open Results: your admit card (hall ticket) is there as a PDF listing each of your papers with date, time and room. If it cannot be issued yet, for an attendance shortage or overdue fees, the portal tells you exactly why.',
  },
];
