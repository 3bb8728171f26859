// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { GradeDistributionChart } from './GradeDistributionChart.tsx';

afterEach(cleanup);

const distribution = [
  { grade: 'A+', count: 2 },
  { grade: 'A', count: 1 },
  { grade: 'F', count: 0 },
];

describe('GradeDistributionChart', () => {
  it('is one image whose name says every grade and the total', () => {
    render(<GradeDistributionChart distribution={distribution} title="Grade distribution" />);
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe('Grade distribution, 3 students. A+: 2, A: 1, F: 0.');
  });

  it('gives the same numbers in a table beside the bars', () => {
    render(<GradeDistributionChart distribution={distribution} title="Grade distribution" />);
    const table = screen.getByRole('table', { name: 'Grade distribution' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual(['A+2', 'A1', 'F0']);
  });

  it('says so when nobody has a grade yet', () => {
    render(<GradeDistributionChart distribution={[{ grade: 'A', count: 0 }]} title="Anatomy" />);
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe('Anatomy: no grades yet.');
  });
});
