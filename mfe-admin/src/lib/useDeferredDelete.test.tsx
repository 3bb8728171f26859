import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UNDO_WINDOW_MS, useDeferredDelete } from './useDeferredDelete.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function setup(commit = vi.fn(() => Promise.resolve())) {
  const onCommitted = vi.fn();
  const hook = renderHook(() => useDeferredDelete({ commit, onCommitted, failureText: 'Failed to delete student' }));
  return { hook, commit, onCommitted };
}

describe('useDeferredDelete', () => {
  it('hides the row at once and deletes only after 10 s', async () => {
    const { hook, commit, onCommitted } = setup();
    act(() => hook.result.current.schedule({ id: 5, label: 'Asha Rao' }));
    expect(hook.result.current.hiddenIds.has(5)).toBe(true);
    expect(hook.result.current.pending?.label).toBe('Asha Rao');
    await act(async () => vi.advanceTimersByTime(UNDO_WINDOW_MS - 1));
    expect(commit).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(1));
    expect(commit).toHaveBeenCalledWith(5);
    expect(onCommitted).toHaveBeenCalled();
  });
  it('Undo keeps the record and sends nothing', async () => {
    const { hook, commit } = setup();
    act(() => hook.result.current.schedule({ id: 5, label: 'Asha Rao' }));
    act(() => hook.result.current.undo());
    await act(async () => vi.advanceTimersByTime(UNDO_WINDOW_MS * 2));
    expect(commit).not.toHaveBeenCalled();
    expect(hook.result.current.hiddenIds.has(5)).toBe(false);
  });
  it('shows the failure text and brings the row back when the delete fails', async () => {
    const { hook } = setup(vi.fn(() => Promise.reject(new Error('500'))));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    act(() => hook.result.current.schedule({ id: 5, label: 'Asha Rao' }));
    await act(async () => vi.advanceTimersByTime(UNDO_WINDOW_MS));
    expect(hook.result.current.error).toBe('Failed to delete student');
    expect(hook.result.current.hiddenIds.has(5)).toBe(false);
  });
  it('asks before the tab closes while a delete waits, and not otherwise', async () => {
    const { hook } = setup();
    const closing = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(closing()).toBe(false);
    act(() => hook.result.current.schedule({ id: 5, label: 'Asha Rao' }));
    expect(closing()).toBe(true);
    act(() => hook.result.current.undo());
    expect(closing()).toBe(false);
    act(() => hook.result.current.schedule({ id: 6, label: 'Ravi' }));
    await act(async () => vi.advanceTimersByTime(UNDO_WINDOW_MS));
    expect(closing()).toBe(false);
  });
  it('a second delete sends the first one straight away', async () => {
    const { hook, commit } = setup();
    act(() => hook.result.current.schedule({ id: 1, label: 'A' }));
    await act(async () => hook.result.current.schedule({ id: 2, label: 'B' }));
    expect(commit).toHaveBeenCalledWith(1);
    expect(commit).not.toHaveBeenCalledWith(2);
  });
});
