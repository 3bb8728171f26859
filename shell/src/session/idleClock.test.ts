import { describe, expect, it } from 'vitest';
import { answeredAt, IDLE_TIMEOUT_MS, idleDeadlines, isApiActivity, WARNING_BEFORE_MS } from './idleClock.ts';

describe('the idle clock', () => {
  it('warns two minutes before the earliest moment the server may end the session', () => {
    const { warnAt, expiresAt } = idleDeadlines(0);
    // the server records a request at most once a minute, so its clock may be a minute ahead of ours
    expect(expiresAt).toBe(IDLE_TIMEOUT_MS - 60_000);
    expect(expiresAt - warnAt).toBe(WARNING_BEFORE_MS);
    expect(WARNING_BEFORE_MS).toBe(2 * 60_000);
  });

  it('counts answered requests to the API, not other downloads or refusals', () => {
    const api = 'http://localhost:3000/api/';
    expect(isApiActivity({ name: 'http://localhost:3000/api/students/1', responseStatus: 200 }, api)).toBe(true);
    expect(isApiActivity({ name: 'http://localhost:3000/api/auth/status' }, api)).toBe(true);
    expect(isApiActivity({ name: 'http://localhost:3000/api/students/1', responseStatus: 401 }, api)).toBe(false);
    expect(isApiActivity({ name: 'http://localhost:3002/remoteEntry.js', responseStatus: 200 }, api)).toBe(false);
  });

  it('dates activity by when the newest answer came, not by when the browser reported it', () => {
    const origin = 1_700_000_000_000;
    // reported ten seconds after the answers: the newest one, 2.5 s after the page began, counts
    expect(answeredAt([{ responseEnd: 1200 }, { responseEnd: 2500 }], origin, origin + 12_500)).toBe(origin + 2500);
    // never later than now, and now when the browser gave no time
    expect(answeredAt([{ responseEnd: 9000 }], origin, origin + 5000)).toBe(origin + 5000);
    expect(answeredAt([{ responseEnd: 0 }], origin, origin + 5000)).toBe(origin + 5000);
  });
});
