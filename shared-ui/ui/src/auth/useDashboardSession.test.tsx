// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryProvider, queryClient, sessionEnded } from '@college/shared-ui/queries';
import { useDashboardSession } from './useDashboardSession.ts';

afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
});

const signedInAs = (id: number) => () =>
  Promise.resolve(
    new Response(JSON.stringify({ isAuthenticated: true, user: { id, type: 'faculty' }, mustChangePassword: false }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    }),
  );

let go: (path: string) => void = () => {};
function Dashboard() {
  const user = useDashboardSession('faculty', '5');
  go = useNavigate();
  return <p>{user ? `signed in as ${user.id}` : 'checking'}</p>;
}

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

function renderAt(path: string) {
  render(
    <QueryProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/faculty-dashboard/:id/*" element={<Dashboard />} />
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
        <Where />
      </MemoryRouter>
    </QueryProvider>,
  );
}

describe('useDashboardSession', () => {
  it("asks once: moving between the dashboard's own pages keeps the page and asks nothing more", async () => {
    const fetchMock = vi.fn(signedInAs(5));
    vi.stubGlobal('fetch', fetchMock);
    renderAt('/faculty-dashboard/5');
    await waitFor(() => expect(screen.getByText('signed in as 5')).toBeTruthy());
    act(() => go('/faculty-dashboard/5/subjects/3'));
    expect(screen.getByText('signed in as 5')).toBeTruthy();
    act(() => go('/faculty-dashboard/5'));
    expect(screen.getByText('signed in as 5')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("another member's dashboard leads to one's own", async () => {
    vi.stubGlobal('fetch', vi.fn(signedInAs(7)));
    renderAt('/faculty-dashboard/5');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/faculty-dashboard/7'));
  });

  it('nobody signed in: the login page, with the way back', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ isAuthenticated: false, user: null }), { status: 200, headers: { 'Content-Type': 'application/json' } })),
    );
    renderAt('/faculty-dashboard/5/subjects/3');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe(`/faculty-login?next=${encodeURIComponent('/faculty-dashboard/5/subjects/3')}`));
  });

  it('a session that ends while the dashboard is open is left to the expiry handler: the page stops showing the person', async () => {
    vi.stubGlobal('fetch', vi.fn(signedInAs(5)));
    renderAt('/faculty-dashboard/5');
    await waitFor(() => expect(screen.getByText('signed in as 5')).toBeTruthy());
    act(() => sessionEnded());
    await waitFor(() => expect(screen.getByText('checking')).toBeTruthy());
    expect(screen.getByTestId('where').textContent).toBe('/faculty-dashboard/5');
  });
});
