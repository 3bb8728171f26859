import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nextTypewriterStep } from './typewriter.ts';
import { useTypewriter } from './useTypewriter.ts';

describe('nextTypewriterStep', () => {
  it('adds one character every 100 ms, then restarts after 1 s', () => {
    expect(nextTypewriterStep(0, 3)).toEqual({ next: 1, delay: 100 });
    expect(nextTypewriterStep(2, 3)).toEqual({ next: 3, delay: 100 });
    expect(nextTypewriterStep(3, 3)).toEqual({ next: 0, delay: 1000 });
  });
});

describe('useTypewriter', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
  // Each step is scheduled after React renders the previous one, so time moves on in steps.
  const advanceSteps = (count: number, ms: number) => {
    for (let i = 0; i < count; i += 1) advance(ms);
  };

  it('types letter by letter at 100 ms and loops after a 1 s pause', () => {
    const { result } = renderHook(() => useTypewriter('College Code:', false));
    expect(result.current).toBe('');
    advance(100);
    expect(result.current).toBe('C');
    advance(99);
    expect(result.current).toBe('C');
    advance(1);
    expect(result.current).toBe('Co');
    advanceSteps(10, 100);
    expect(result.current).toBe('College Code');
    advance(100);
    expect(result.current).toBe('College Code:');
    advance(999);
    expect(result.current).toBe('College Code:');
    advance(1);
    expect(result.current).toBe('');
    advance(100);
    expect(result.current).toBe('C');
  });

  it('shows the whole text and schedules nothing when paused', () => {
    const { result } = renderHook(() => useTypewriter('College Code:', true));
    expect(result.current).toBe('College Code:');
    expect(vi.getTimerCount()).toBe(0);
    advance(5000);
    expect(result.current).toBe('College Code:');
  });
});
