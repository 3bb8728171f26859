import type { ExamNotice, ExamSlot } from '@college/shared-ui/exams';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ExamsPage from './ExamsPage.tsx';

const slot: ExamSlot = {
  id: 1,
  date: '2026-12-14',
  time: '10:00',
  durationMinutes: 180,
  subjectId: 1,
  subject: 'Human Anatomy I',
  examCode: 'BPT-101',
  year: 'FIRST',
  semester: 'Semester 1',
  venue: 'Examination Hall A',
  instructor: 'Department of Anatomy',
};
const notice: ExamNotice = { id: 1, text: 'Exam schedule updated: Please check the latest timetable above.', publishedOn: '2026-11-20', important: true };

let answers: Record<string, unknown>;
let asked: string[];
beforeEach(() => {
  answers = { '/api/exams/timetable': [slot], '/api/exams/notices': [notice] };
  asked = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://localhost');
      asked.push(`${url.pathname}${url.search}`);
      return new Response(JSON.stringify(answers[url.pathname]), { status: 200 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Where() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

const tree = (path: string) => (
  <MemoryRouter initialEntries={[path]}>
    <Routes>
      <Route path="/exams/*" element={<ExamsPage />} />
    </Routes>
    <Where />
  </MemoryRouter>
);

describe('ExamsPage', () => {
  it('shows the notices of the API on the notices tab and sets the title', async () => {
    render(tree('/exams/notices'));
    expect(screen.getByRole('tab', { name: 'Notices' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('Exam schedule updated: Please check the latest timetable above.')).toBeTruthy();
    expect(document.title).toBe('Exam Notices | Exams | Physiotherapy College');
  });

  it('shows the upcoming timetable of the API, and the empty state when there is none', async () => {
    render(tree('/exams'));
    expect(screen.getByText('Loading the exam schedule...')).toBeTruthy();
    const row = (await screen.findByText('Human Anatomy I')).closest('tr');
    expect(row?.textContent).toMatch(/Mon, 14 Dec,? 2026/);
    expect(row?.textContent).toContain('Duration: 3 hours');
    expect(asked).toContain('/api/exams/timetable?upcoming=true');
    cleanup();
    answers['/api/exams/timetable'] = [];
    render(tree('/exams'));
    expect(await screen.findByText('No exam schedule available.')).toBeTruthy();
  });

  it('renders the loading state, never a timetable, when rendered to HTML (the build-time prerender)', () => {
    const html = renderToString(tree('/exams'));
    expect(html).toContain('Loading the exam schedule...');
    expect(html).not.toContain('Human Anatomy I');
    expect(asked).toEqual([]);
  });

  it('defaults to the schedule and moves with arrow keys', async () => {
    render(tree('/exams'));
    const schedule = screen.getByRole('tab', { name: 'Schedule' });
    expect(schedule.getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('table')).toBeTruthy();
    fireEvent.keyDown(schedule, { key: 'ArrowRight' });
    expect(screen.getByTestId('path').textContent).toBe('/exams/results');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Results' }));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(screen.getByTestId('path').textContent).toBe('/exams/notices');
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(screen.getByTestId('path').textContent).toBe('/exams/schedule');
  });
});
