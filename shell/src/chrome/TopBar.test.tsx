import { institution } from '@college/shared-ui/content';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TopBar } from './TopBar.tsx';

const stubMotion = (reduce: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));

afterEach(() => {
  cleanup();
  document.documentElement.removeAttribute('data-app-started');
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const renderTopBar = (onPortalPage = false) =>
  render(
    <MemoryRouter>
      <TopBar onPortalPage={onPortalPage} />
    </MemoryRouter>,
  );

describe('TopBar', () => {
  it('has a static label, a typing animation hidden from screen readers, and the two login links', () => {
    stubMotion(false);
    vi.useFakeTimers();
    // the page is live (the label types only from then on: usePageLive)
    document.documentElement.setAttribute('data-app-started', '');
    renderTopBar();
    expect(screen.getByText(`College Code: ${institution.collegeCode}`).className).toBe('ui-visually-hidden');
    const typed = screen.getByTestId('college-code-typed');
    expect(typed.closest('[aria-hidden="true"]')).not.toBeNull();
    act(() => vi.advanceTimersByTime(100));
    expect(typed.textContent).toBe('C');
    expect(screen.getByRole('link', { name: 'Student Login' }).getAttribute('href')).toBe('/student-login');
    expect(screen.getByRole('link', { name: 'Staff Login' }).getAttribute('href')).toBe('/faculty-login');
  });

  it('shows the whole label without timers under reduced motion', () => {
    stubMotion(true);
    vi.useFakeTimers();
    renderTopBar();
    expect(screen.getByTestId('college-code-typed').textContent).toBe('College Code:');
    expect(vi.getTimerCount()).toBe(0);
  });

  it("on a portal's page, asks who is signed in at once and shows no login buttons until it knows", async () => {
    stubMotion(true);
    let answer: (response: Response) => void = () => {};
    const fetchSpy = vi.fn((_url: string) => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchSpy);
    renderTopBar(true);
    // (the session query's data cache is downloaded first)
    await vi.waitFor(() => expect(fetchSpy.mock.calls.map(([url]) => new URL(url, 'http://localhost').pathname)).toEqual(['/api/auth/status']));
    expect(screen.queryByRole('link', { name: 'Student Login' })).toBeNull();
    await act(async () => answer(new Response(JSON.stringify({ isAuthenticated: false }), { headers: { 'content-type': 'application/json' } })));
    expect(screen.getByRole('link', { name: 'Student Login' }).getAttribute('href')).toBe('/student-login');
  });
});
