import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client.ts';
import { loadedOf } from './loaded.ts';

describe('loadedOf', () => {
  it('is loading, then ready with the data', () => {
    expect(loadedOf({ status: 'pending', data: undefined, error: null })).toEqual({ status: 'loading' });
    expect(loadedOf({ status: 'success', data: ['a'], error: null })).toEqual({ status: 'ready', data: ['a'] });
  });

  it('tells a refusal (403 or 404) from any other failure', () => {
    expect(loadedOf({ status: 'error', data: undefined, error: new ApiError(403, { message: 'Forbidden' }) })).toEqual({
      status: 'failed',
      message: 'Forbidden',
      refused: true,
    });
    expect(loadedOf({ status: 'error', data: undefined, error: new ApiError(404, {}) })).toMatchObject({ refused: true });
    expect(loadedOf({ status: 'error', data: undefined, error: new ApiError(500, {}) })).toEqual({ status: 'failed', message: 'HTTP 500', refused: false });
    expect(loadedOf({ status: 'error', data: undefined, error: new TypeError('Failed to fetch') })).toEqual({
      status: 'failed',
      message: 'Failed to fetch',
      refused: false,
    });
  });
});
