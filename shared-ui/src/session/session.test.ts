// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const signedIn = { isAuthenticated: true, user: { id: 7, type: 'student', name: 'Asha Rao' }, mustChangePassword: false };
const anonymous = { isAuthenticated: false, user: null, mustChangePassword: false };
const answer = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

// the store is module state: a fresh copy per test
const load = async () => {
  vi.resetModules();
  return import('./session.ts');
};

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the shared session', () => {
  it('asks the API once for callers at the same moment and tells every subscriber', async () => {
    const fetchMock = vi.fn(async () => answer(signedIn));
    vi.stubGlobal('fetch', fetchMock);
    const session = await load();
    const [a, b] = await Promise.all([session.refreshSession(), session.refreshSession()]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(a).toEqual({ state: 'signed-in', user: signedIn.user, mustChangePassword: false });
    expect(b).toBe(a);
    expect(session.mayBeSignedIn()).toBe(true);
  });

  it('reuses an answer of the last seconds, asks again after them or when told to', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const fetchMock = vi.fn(async () => answer(signedIn));
    vi.stubGlobal('fetch', fetchMock);
    const session = await load();
    await session.refreshSession();
    await session.refreshSession();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await session.refreshSession({ fresh: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    vi.setSystemTime(Date.now() + 6000);
    await session.refreshSession();
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('a login and a logout reach the subscribers without a request; the hint follows', async () => {
    const fetchMock = vi.fn(async () => answer(anonymous));
    vi.stubGlobal('fetch', fetchMock);
    const session = await load();
    const seen: string[] = [];
    const { renderHook, act } = await import('@testing-library/react');
    const { result } = renderHook(() => session.useSession());
    expect(result.current.state).toBe('unknown');
    act(() => session.sessionStarted(signedIn as never));
    seen.push(result.current.state);
    expect(session.mayBeSignedIn()).toBe(true);
    act(() => session.sessionEnded());
    seen.push(result.current.state);
    expect(seen).toEqual(['signed-in', 'anonymous']);
    expect(session.mayBeSignedIn()).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });

});
