import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PointerDots } from './PointerDots.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const move = (x: number) => act(() => void window.dispatchEvent(new PointerEvent('pointermove', { clientX: x, clientY: 10 })));
const stubMotion = (reduce: boolean) => vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query.includes('reduce'), media: query }));

describe('PointerDots', () => {
  it('keeps the last 15 dots, hidden from assistive technology', () => {
    stubMotion(false);
    render(<PointerDots />);
    for (let x = 0; x < 20; x++) move(x);
    const layer = screen.getByTestId('pointer-dots');
    expect(layer.getAttribute('aria-hidden')).toBe('true');
    expect(layer.children).toHaveLength(15);
    expect((layer.children[0] as HTMLElement).style.left).toBe('5px');
  });

  it('draws nothing under reduced motion', () => {
    stubMotion(true);
    render(<PointerDots />);
    move(1);
    expect(screen.queryByTestId('pointer-dots')).toBeNull();
  });
});
