import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import ExamsPage from './ExamsPage.tsx';

afterEach(cleanup);

function Where() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/exams/:tab?" element={<ExamsPage />} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );

describe('ExamsPage', () => {
  it('selects the tab from the URL and sets the title', () => {
    renderAt('/exams/notices');
    expect(screen.getByRole('tab', { name: 'Notices' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('Exam schedule updated: Please check the latest timetable above.')).toBeTruthy();
    expect(document.title).toBe('Exam Notices | Exams | Physiotherapy College');
  });

  it('defaults to the schedule and moves with arrow keys', () => {
    renderAt('/exams');
    const schedule = screen.getByRole('tab', { name: 'Schedule' });
    expect(schedule.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('table')).toBeTruthy();
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
