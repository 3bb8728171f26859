// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { usePageLive } from './usePageLive.ts';

function Live() {
  return <p data-testid="live">{usePageLive() ? 'live' : 'starting'}</p>;
}

const html = document.documentElement;
// the attribute is seen by a MutationObserver (a microtask)
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

beforeEach(() => {
  html.removeAttribute('data-app-started');
});
afterEach(cleanup);

describe('usePageLive', () => {
  it('is false until the html element gets data-app-started, then true', async () => {
    render(<Live />);
    await settle();
    expect(screen.getByTestId('live').textContent).toBe('starting');
    html.setAttribute('data-app-started', '');
    await settle();
    expect(screen.getByTestId('live').textContent).toBe('live');
  });

  it('is true at once on a page already live', async () => {
    html.setAttribute('data-app-started', '');
    render(<Live />);
    await settle();
    expect(screen.getByTestId('live').textContent).toBe('live');
  });
});
