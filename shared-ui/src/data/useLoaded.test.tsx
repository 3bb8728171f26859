// @vitest-environment happy-dom
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client.ts';
import { useLoaded } from './useLoaded.ts';

describe('useLoaded', () => {
  it('is loading, then ready with the data', async () => {
    const { result } = renderHook(() => useLoaded(() => Promise.resolve(['a']), []));
    expect(result.current.loaded).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current.loaded).toEqual({ status: 'ready', data: ['a'] }));
  });

  it('tells a refusal (403 or 404) from any other failure', async () => {
    const refused = renderHook(() => useLoaded(() => Promise.reject(new ApiError(403, { message: 'Forbidden' })), []));
    await waitFor(() => expect(refused.result.current.loaded).toEqual({ status: 'failed', message: 'Forbidden', refused: true }));
    const failed = renderHook(() => useLoaded(() => Promise.reject(new ApiError(500, {})), []));
    await waitFor(() => expect(failed.result.current.loaded).toEqual({ status: 'failed', message: 'HTTP 500', refused: false }));
  });

  it('loads again, from nothing, when what it depends on changes', async () => {
    const { result, rerender } = renderHook(({ id }) => useLoaded(() => Promise.resolve(id), [id]), { initialProps: { id: 1 } });
    await waitFor(() => expect(result.current.loaded).toEqual({ status: 'ready', data: 1 }));
    rerender({ id: 2 });
    expect(result.current.loaded).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current.loaded).toEqual({ status: 'ready', data: 2 }));
  });
});
