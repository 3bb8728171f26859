import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { examResources } from '../../../lib/examResources.ts';
import { ResourcesList } from './ResourcesList.tsx';
import { ScheduleTable } from './ScheduleTable.tsx';

afterEach(cleanup);

describe('exam panels', () => {
  it('show their empty states', () => {
    render(<ScheduleTable entries={[]} />);
    expect(screen.getByText('No exam schedule available.')).toBeTruthy();
    render(<ResourcesList resources={[]} />);
    expect(screen.getByText('No resources available.')).toBeTruthy();
  });

  it('link resources under /resources/ in a new tab', () => {
    render(
      <MemoryRouter>
        <ResourcesList resources={examResources} />
      </MemoryRouter>,
    );
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(8);
    for (const link of links) {
      expect(link.getAttribute('href')).toMatch(/^\/resources\//);
      expect(link.getAttribute('target')).toBe('_blank');
    }
  });
});
