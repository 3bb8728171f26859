import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { ExamTab } from '../content.ts';
import { ExamTabs } from './ExamTabs.tsx';

afterEach(cleanup);

describe('ExamTabs', () => {
  it('moves from the focused tab when keys come faster than the selection follows', () => {
    const chosen: ExamTab[] = [];
    // the selection stays on Resources: the page has not re-rendered yet
    render(
      <MemoryRouter>
        <ExamTabs selected="resources" onSelect={(tab) => chosen.push(tab)} />
      </MemoryRouter>,
    );
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Resources' }), { key: 'End' });
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Notices' }));
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
    expect(chosen).toEqual(['notices', 'schedule']);
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Schedule' }));
  });

  it('makes each tab a link to its own address', () => {
    render(
      <MemoryRouter>
        <ExamTabs selected="schedule" onSelect={() => {}} />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('tab').map((tab) => tab.getAttribute('href'))).toEqual([
      '/exams/schedule',
      '/exams/results',
      '/exams/resources',
      '/exams/notices',
    ]);
  });
});
