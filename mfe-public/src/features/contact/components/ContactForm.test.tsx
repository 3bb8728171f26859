import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContactForm } from './ContactForm.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const change = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('ContactForm', () => {
  it('announces errors tied to their fields and opens nothing while invalid', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    render(<ContactForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    const name = screen.getByLabelText('Name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Name is required');
    expect(document.activeElement).toBe(name);
    expect(screen.getByRole('status').textContent).toBe('Please correct 5 fields before sending.');
    expect(open).not.toHaveBeenCalled();
  });

  it('shows the custom topic only for the custom option and sends it as the option', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    render(<ContactForm />);
    expect(screen.queryByLabelText('Your topic')).toBeNull();
    change('Option', 'custom');
    change('Your topic', 'Hostel');
    change('Name', 'Asha');
    change('Email', 'asha@example.com');
    change('Phone', '9876543210');
    change('Description', 'Rooms?');
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(open).toHaveBeenCalledTimes(1);
    const [url, target, features] = open.mock.calls[0] as [string, string, string];
    expect(target).toBe('_blank');
    expect(features).toContain('noopener');
    expect(new URL(url).searchParams.get('text')).toBe('Name: Asha\nOption: Hostel\nEmail: asha@example.com\nPhone: 9876543210\nDescription: Rooms?');
    change('Option', 'support');
    expect(screen.queryByLabelText('Your topic')).toBeNull();
  });
});
