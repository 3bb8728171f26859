// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { request } from './client.ts';
import { listSubjectTeachers } from './records.ts';
import { sendEarly, sendPortalPageReads } from './sendEarly.ts';
import { STUDENT_DASHBOARD_INCLUDE } from './studentDashboard.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
  delete window.__COLLEGE_EARLY_REQUESTS__;
});

const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('a GET sent before the app runs', () => {
  it('is the answer of the first call of the same address, sent once; later calls ask again', async () => {
    const fetchMock = vi.fn().mockImplementation(async () => answer({ isAuthenticated: false }));
    vi.stubGlobal('fetch', fetchMock);
    sendEarly('/auth/status');
    sendEarly('/auth/status');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/status', expect.objectContaining({ method: 'GET', credentials: 'include' }));
    await expect(request('GET', '/auth/status')).resolves.toEqual({ isAuthenticated: false });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await request('GET', '/auth/status');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('is not taken by another address; a call of another method drops it (a sign-in changes its answer)', async () => {
    const fetchMock = vi.fn().mockImplementation(async () => answer({}));
    vi.stubGlobal('fetch', fetchMock);
    sendEarly('/auth/status');
    await request('GET', '/auth/status', { query: { x: 1 } });
    expect(window.__COLLEGE_EARLY_REQUESTS__?.size).toBe(1);
    await request('POST', '/auth/student/login');
    expect(window.__COLLEGE_EARLY_REQUESTS__?.size).toBe(0);
    await request('GET', '/auth/status');
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it("carries its failure to the call that takes it, as that call's own request would", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockImplementation(async () => answer({ statusCode: 503, error: 'Service Unavailable', message: 'Database unavailable' }, 503)),
    );
    sendEarly('/auth/status');
    await expect(request('GET', '/auth/status')).rejects.toMatchObject({ status: 503, message: 'Database unavailable' });
  });

  it('follows the configured API base', async () => {
    const fetchMock = vi.fn().mockImplementation(async () => answer({}));
    vi.stubGlobal('fetch', fetchMock);
    window.__COLLEGE_CONFIG__ = { apiBase: 'https://api.college.example/api/' };
    try {
      sendEarly('/auth/status');
      await request('GET', '/auth/status');
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(fetchMock.mock.calls[0]?.[0]).toBe('https://api.college.example/api/auth/status');
    } finally {
      delete window.__COLLEGE_CONFIG__;
    }
  });
});

describe("a portal page's first reads", () => {
  const status = (user: { id: number; type: string } | null) => ({ isAuthenticated: user !== null, user, mustChangePassword: false });
  const record = `/api/students/7?include=${encodeURIComponent(STUDENT_DASHBOARD_INCLUDE)}`;
  const serving = (user: { id: number; type: string } | null) =>
    vi
      .fn()
      .mockImplementation(async (url: string) =>
        url === '/api/auth/status' ? answer(status(user)) : answer({ id: 7, firstName: 'Asha', ProfilePic: 'asha 1.webp' }),
      );

  it("on the student dashboard, send the signed-in student's record once the session names them, then hint its picture; the app takes both answers", async () => {
    const fetchMock = serving({ id: 7, type: 'student' });
    vi.stubGlobal('fetch', fetchMock);
    sendPortalPageReads('/student-dashboard/7/results');
    await expect(request('GET', '/auth/status')).resolves.toEqual(status({ id: 7, type: 'student' }));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(fetchMock.mock.calls[1]?.[0]).toBe(record);
    // as the dashboard asks for it (getStudent)
    await expect(request('GET', '/students/7', { query: { include: STUDENT_DASHBOARD_INCLUDE } })).resolves.toEqual({
      id: 7,
      firstName: 'Asha',
      ProfilePic: 'asha 1.webp',
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.waitFor(() => expect(document.head.querySelector('link[rel="preload"][as="image"]')?.getAttribute('href')).toBe('/api/uploads/asha%201.webp'));
  });

  it("on the Subjects section, where a student lands, also send the subjects with their teachers; the section's own call takes the answer", async () => {
    const subjects = [{ id: 3, subjectName: 'Anatomy', teachers: [] }];
    const fetchMock = vi
      .fn()
      .mockImplementation(async (url: string) =>
        url === '/api/auth/status' ? answer(status({ id: 7, type: 'student' })) : url === '/api/subject-teachers' ? answer(subjects) : answer({ id: 7 }),
      );
    vi.stubGlobal('fetch', fetchMock);
    sendPortalPageReads('/student-dashboard/7');
    await request('GET', '/auth/status');
    await vi.waitFor(() => expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/auth/status', '/api/subject-teachers', record]));
    await expect(listSubjectTeachers()).resolves.toEqual(subjects);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('send no record for anyone else signed in, nobody, or another page', async () => {
    for (const [path, user] of [
      ['/student-dashboard/7', { id: 1, type: 'admin' }],
      ['/student-dashboard/7', null],
      ['/student-dashboard/7/receipts/3', { id: 7, type: 'student' }],
      ['/student-login', { id: 7, type: 'student' }],
    ] as const) {
      delete window.__COLLEGE_EARLY_REQUESTS__;
      const fetchMock = serving(user);
      vi.stubGlobal('fetch', fetchMock);
      sendPortalPageReads(path);
      await request('GET', '/auth/status');
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(
        fetchMock.mock.calls.map(([url]) => url),
        path,
      ).toEqual(['/api/auth/status']);
    }
  });
});
