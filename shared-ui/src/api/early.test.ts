// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { request } from './client.ts';
import { sendEarly } from './sendEarly.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  delete window.__COLLEGE_EARLY_REQUESTS__;
});

const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('a GET sent before the app runs', () => {
  it('is the answer of the first call of the same address, sent once; later calls ask again', async () => {
    const fetchMock = vi.fn().mockImplementation(async () => answer({ isAuthenticated: false }));
    vi.stubGlobal('fetch', fetchMock);
    sendEarly('/auth/status');
    sendEarly('/auth/status');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/status', expect.objectContaining({ method: 'GET', credentials: 'include' }));
    await expect(request('GET', '/auth/status')).resolves.toEqual({ isAuthenticated: false });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await request('GET', '/auth/status');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('is not taken by another address or another method', async () => {
    const fetchMock = vi.fn().mockImplementation(async () => answer({}));
    vi.stubGlobal('fetch', fetchMock);
    sendEarly('/auth/status');
    await request('GET', '/auth/status', { query: { x: 1 } });
    await request('POST', '/auth/status');
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(window.__COLLEGE_EARLY_REQUESTS__?.size).toBe(1);
  });

  it("carries its failure to the call that takes it, as that call's own request would", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockImplementation(async () => answer({ statusCode: 503, error: 'Service Unavailable', message: 'Database unavailable' }, 503)),
    );
    sendEarly('/auth/status');
    await expect(request('GET', '/auth/status')).rejects.toMatchObject({ status: 503, message: 'Database unavailable' });
  });

  it('follows the configured API base', async () => {
    const fetchMock = vi.fn().mockImplementation(async () => answer({}));
    vi.stubGlobal('fetch', fetchMock);
    window.__COLLEGE_CONFIG__ = { apiBase: 'https://api.college.example/api/' };
    try {
      sendEarly('/auth/status');
      await request('GET', '/auth/status');
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(fetchMock.mock.calls[0]?.[0]).toBe('https://api.college.example/api/auth/status');
    } finally {
      delete window.__COLLEGE_CONFIG__;
    }
  });
});
