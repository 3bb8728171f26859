import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdmissionDialog } from './AdmissionDialog.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('AdmissionDialog', () => {
  it('shows tied errors on an empty submit and opens nothing', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const onClose = vi.fn();
    render(<AdmissionDialog onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const name = screen.getByLabelText('Full Name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    const errorId = name.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(errorId)?.textContent).toBe('Full name is required');
    const quota = screen.getByLabelText('Quota Preference');
    expect(document.getElementById(quota.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Please select a quota');
    expect(open).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('hands a valid enquiry to the chat app in a new tab without an opener, then closes', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const onClose = vi.fn();
    render(<AdmissionDialog onClose={onClose} />);
    fill('Full Name', 'Asha Rao');
    fill('Email', 'asha@example.com');
    fill('Phone Number', '9876543210');
    fill('NEET Rank (if applicable)', '4521');
    fill('Quota Preference', 'convener');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(open).toHaveBeenCalledTimes(1);
    const [url, target, features] = open.mock.calls[0] ?? [];
    expect(String(url)).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
    expect(decodeURIComponent(String(url).split('?text=')[1] ?? '')).toContain('NEET Rank: 4521\nQuota Preference: Convener');
    expect(target).toBe('_blank');
    expect(features).toContain('noopener');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on Cancel', () => {
    const onClose = vi.fn();
    render(<AdmissionDialog onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
