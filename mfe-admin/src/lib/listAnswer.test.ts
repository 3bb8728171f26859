import { describe, expect, it } from 'vitest';
import { isPage, loadFailure, UNEXPECTED_ANSWER } from './listAnswer.ts';

const page = { items: [], total: 0, page: 1, pageSize: 10 };

describe('isPage', () => {
  it('accepts a page of a list', () => {
    expect(isPage(page)).toBe(true);
    expect(isPage({ ...page, items: [{ id: 1 }], total: 1 })).toBe(true);
  });
  it.each([{}, null, [], 'text', 42, { items: {} }, { ...page, total: '0' }, { items: [] }])('rejects %j', (answer) => {
    expect(isPage(answer)).toBe(false);
  });
});

describe('loadFailure', () => {
  const failure = new Error('down');
  it('is the call failure when there is one', () => {
    expect(loadFailure({ data: null, error: failure, loading: false })).toBe(failure);
  });
  it('is nothing while the first page loads, or once a page is in', () => {
    expect(loadFailure({ data: null, error: null, loading: true })).toBeNull();
    expect(loadFailure({ data: page, error: null, loading: false })).toBeNull();
    expect(loadFailure({ data: page, error: null, loading: true })).toBeNull();
  });
  it('treats a non-list answer as a failed load', () => {
    expect(loadFailure({ data: {} as typeof page, error: null, loading: false })).toEqual(new Error(UNEXPECTED_ANSWER));
    expect(loadFailure({ data: null, error: null, loading: false })).toEqual(new Error(UNEXPECTED_ANSWER));
  });
});
