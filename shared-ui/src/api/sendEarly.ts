// The sending side of ./early.ts, for a page's first script: kept out of the API client, which every page downloads.
import type { AuthStatus } from './auth.ts';
import { apiBase } from './early.ts';
import type { Student } from './students.ts';
import { STUDENT_DASHBOARD_INCLUDE, uploadsPath } from './studentDashboard.ts';

/** How the API client sends a GET with no body (cookies included, JSON asked for). */
const GET_INIT: RequestInit = { method: 'GET', credentials: 'include', headers: { Accept: 'application/json' } };

/** Sends `GET <api>/<path>` now (once), for the API client's first call of it to take; its answer, as that call gets it. */
export function sendEarly(path: string): Promise<Response> {
  const url = `${apiBase()}${path}`;
  window.__COLLEGE_EARLY_REQUESTS__ ??= new Map();
  const sent = window.__COLLEGE_EARLY_REQUESTS__.get(url);
  if (sent) return sent;
  const response = fetch(url, GET_INIT);
  // a failure is the taker's to see, as its own fetch's would be; nobody taking it is no error
  response.catch(() => undefined);
  window.__COLLEGE_EARLY_REQUESTS__.set(url, response);
  return response;
}

/** The student dashboard's own addresses, where its profile card shows (its Subjects, Results and Fees sections). */
const STUDENT_DASHBOARD = /^\/student-dashboard\/\d+(\/(results|fees))?\/?$/;
/** Its first address, the Subjects section, where a student lands. */
const STUDENT_SUBJECTS = /^\/student-dashboard\/\d+\/?$/;

/**
 * Sends what a portal page at `path` is sure to ask first: who is signed in; and on the student dashboard, once
 * that answer names a student, the student's record as the dashboard asks for it (their own: the dashboard
 * shows no other), then their picture; on its Subjects section, also the subjects with their teachers, as the
 * section asks for them (else asked for only once the dashboard's code has run and rendered it).
 */
export function sendPortalPageReads(path: string): void {
  const status = sendEarly('/auth/status');
  if (!STUDENT_DASHBOARD.test(path)) return;
  status
    // a copy, taken before the API client can read the answer (this runs first: it was asked first)
    .then((answer) => (answer.ok ? (answer.clone().json() as Promise<AuthStatus>) : undefined))
    .then((answer) => {
      const user = answer?.user;
      if (user?.type !== 'student') return undefined;
      if (STUDENT_SUBJECTS.test(path)) sendEarly('/subject-teachers');
      return sendEarly(`/students/${user.id}?${new URLSearchParams({ include: STUDENT_DASHBOARD_INCLUDE })}`);
    })
    // (the same copy of the record's answer): its picture, the largest thing the dashboard paints, is asked for
    // now, not once the dashboard's code has rendered it
    .then((answer) => (answer?.ok ? (answer.clone().json() as Promise<Pick<Student, 'ProfilePic'>>) : undefined))
    .then((record) => {
      if (!record?.ProfilePic) return;
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'image';
      link.fetchPriority = 'high';
      link.href = `${apiBase()}${uploadsPath(record.ProfilePic)}`;
      document.head.append(link);
    })
    .catch(() => undefined);
}
