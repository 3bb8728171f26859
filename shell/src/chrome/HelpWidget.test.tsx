import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HelpWidget, resetHelpWidgetAutoOpen } from './HelpWidget.tsx';

beforeEach(() => {
  vi.useFakeTimers();
  resetHelpWidgetAutoOpen();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('HelpWidget', () => {
  it('opens by itself after 5 s without taking focus, once per page load', () => {
    const { unmount } = render(<HelpWidget />);
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('dialog', { name: 'Need help?' })).toBeTruthy();
    expect(document.activeElement).toBe(document.body);
    const chat = screen.getByRole('link', { name: /Start a chat/ });
    expect(chat.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
    expect(chat.getAttribute('target')).toBe('_blank');
    unmount();
    render(<HelpWidget />);
    act(() => vi.advanceTimersByTime(6000));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is toggled by its button and closed by Close and Escape', () => {
    render(<HelpWidget />);
    const toggle = screen.getByRole('button', { name: 'Chat help' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(toggle);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
