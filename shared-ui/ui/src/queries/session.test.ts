// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const signedIn = { isAuthenticated: true, user: { id: 7, type: 'student', name: 'Asha Rao' }, mustChangePassword: false };
const anonymous = { isAuthenticated: false, user: null, mustChangePassword: false };
const answer = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

// the client and the top bar's copy are module state: fresh ones per test
const load = async () => {
  vi.resetModules();
  const [queries, state] = await Promise.all([import('@college/shared-ui/queries'), import('@college/shared-ui/state')]);
  return { ...queries, ...state };
};

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('the session query', () => {
  it('asks the API once for everyone, at the same moment or later, until told to ask again', async () => {
    const fetchMock = vi.fn(async () => answer(signedIn));
    vi.stubGlobal('fetch', fetchMock);
    const session = await load();
    const [a, b] = await Promise.all([session.loadSession(), session.loadSession()]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(a).toEqual({ state: 'signed-in', user: signedIn.user, mustChangePassword: false });
    expect(b).toBe(a);
    await session.loadSession();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await session.loadSession({ fresh: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(session.mayBeSignedIn()).toBe(true);
  });

  it("the top bar's copy follows answers, logins and logouts, without a request for the last two", async () => {
    const fetchMock = vi.fn(async () => answer(anonymous));
    vi.stubGlobal('fetch', fetchMock);
    const session = await load();
    const { result } = renderHook(() => session.useSession());
    expect(result.current.state).toBe('unknown');
    await act(() => session.loadSession());
    expect(result.current.state).toBe('anonymous');
    act(() => session.sessionStarted(signedIn as never));
    expect(result.current).toMatchObject({ state: 'signed-in', user: { name: 'Asha Rao' } });
    expect(session.mayBeSignedIn()).toBe(true);
    act(() => session.sessionEnded());
    expect(result.current.state).toBe('anonymous');
    expect(session.mayBeSignedIn()).toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("what one person's pages loaded is gone when another signs in; a new password keeps it", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(signedIn)),
    );
    const session = await load();
    await session.loadSession();
    session.queryClient.setQueryData(['results', 7], "the first person's results");
    session.sessionStarted(signedIn as never);
    expect(session.queryClient.getQueryData(['results', 7])).toBe("the first person's results");
    session.sessionStarted({ ...signedIn, user: { id: 8, type: 'student', name: 'Ravi' } } as never);
    expect(session.queryClient.getQueryData(['results', 7])).toBeUndefined();
  });
});
