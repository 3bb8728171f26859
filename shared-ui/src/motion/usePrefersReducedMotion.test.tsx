// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePrefersReducedMotion, whenPageLive } from './usePrefersReducedMotion.ts';

function Motion() {
  return <p data-testid="motion">{usePrefersReducedMotion() ? 'still' : 'moving'}</p>;
}

/** A visitor whose setting is `reduce` (true) or no preference (false). */
function visitorAsks(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

const goLive = () => document.documentElement.setAttribute('data-app-started', '');
// the attribute is seen by a MutationObserver (a microtask), the motion then follows as a transition
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

beforeEach(() => document.documentElement.removeAttribute('data-app-started'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('usePrefersReducedMotion', () => {
  it('keeps everything still until the page is live, then follows the visitor', async () => {
    visitorAsks(false);
    render(<Motion />);
    await settle();
    expect(screen.getByTestId('motion').textContent).toBe('still');
    goLive();
    await settle();
    expect(screen.getByTestId('motion').textContent).toBe('moving');
  });

  it('moves at once on a page that is already live', async () => {
    visitorAsks(false);
    goLive();
    render(<Motion />);
    await settle();
    expect(screen.getByTestId('motion').textContent).toBe('moving');
  });

  it('stays still, live or not, for a visitor who asks for reduced motion', async () => {
    visitorAsks(true);
    render(<Motion />);
    goLive();
    await settle();
    expect(screen.getByTestId('motion').textContent).toBe('still');
  });
});

describe('whenPageLive', () => {
  it('calls back once, when the page goes live, and not after being cancelled', async () => {
    const seen = vi.fn();
    whenPageLive(seen);
    const cancelled = vi.fn();
    whenPageLive(cancelled)();
    document.documentElement.setAttribute('data-other', '');
    await settle();
    expect(seen).not.toHaveBeenCalled();
    goLive();
    await settle();
    document.documentElement.removeAttribute('data-app-started');
    goLive();
    await settle();
    expect(seen).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
