// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchBox } from './SearchBox.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('SearchBox', () => {
  it('asks once typing pauses', () => {
    vi.useFakeTimers();
    const onSearch = vi.fn();
    render(<SearchBox label="Search students" value="" onSearch={onSearch} />);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search students' }), { target: { value: 'asha' } });
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(300));
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('asha');
  });

  it('asks at once on Enter, and not again when the pause ends (which would undo a page chosen meanwhile)', () => {
    vi.useFakeTimers();
    const onSearch = vi.fn();
    render(<SearchBox label="Search students" value="asha" onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: 'Search students' });
    fireEvent.change(box, { target: { value: '' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('');
    act(() => vi.advanceTimersByTime(1_000));
    expect(onSearch).toHaveBeenCalledTimes(1);
  });
});
