// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDashboardSession } from './useDashboardSession.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const signedInAs = (id: number) => () =>
  Promise.resolve(new Response(JSON.stringify({ isAuthenticated: true, user: { id, type: 'faculty' }, mustChangePassword: false }), { status: 200, headers: { 'Content-Type': 'application/json' } }));

let go: (path: string) => void = () => {};
function Dashboard() {
  const user = useDashboardSession('faculty', '5');
  go = useNavigate();
  return <p>{user ? `signed in as ${user.id}` : 'checking'}</p>;
}

describe('useDashboardSession', () => {
  it("checks once per dashboard: moving between the dashboard's own pages keeps the page", async () => {
    vi.stubGlobal('fetch', vi.fn(signedInAs(5)));
    render(
      <MemoryRouter initialEntries={['/faculty-dashboard/5']}>
        <Routes>
          <Route path="/faculty-dashboard/:id/*" element={<Dashboard />} />
        </Routes>
      </MemoryRouter>,
    );
    await waitFor(() => expect(screen.getByText('signed in as 5')).toBeTruthy());
    act(() => go('/faculty-dashboard/5/subjects/3'));
    expect(screen.getByText('signed in as 5')).toBeTruthy();
  });
});
