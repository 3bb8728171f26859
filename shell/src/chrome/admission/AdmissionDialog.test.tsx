import { cleanup, fireEvent, render as renderInPage, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdmissionDialog } from './AdmissionDialog.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const render = (element: ReactElement) => renderInPage(<MemoryRouter>{element}</MemoryRouter>);
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

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

  it('hands a valid enquiry to the chat app in a new tab without an opener from its second button, then closes', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const onClose = vi.fn();
    render(<AdmissionDialog onClose={onClose} />);
    fill('Full Name', 'Asha Rao');
    fill('Email', 'asha@example.com');
    fill('Phone Number', '9876543210');
    fill('NEET Rank (if applicable)', '4521');
    fill('Quota Preference', 'convener');
    fireEvent.click(screen.getByRole('button', { name: 'Send via WhatsApp' }));
    expect(open).toHaveBeenCalledTimes(1);
    const [url, target, features] = open.mock.calls[0] ?? [];
    expect(String(url)).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
    expect(decodeURIComponent(String(url).split('?text=')[1] ?? '')).toContain('NEET Rank: 4521\nQuota Preference: Convener');
    expect(target).toBe('_blank');
    expect(features).toContain('noopener');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('sends a valid enquiry to the admissions office once and shows its reference and what happens next', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () =>
      json(201, { reference: 'ADM-7K3M-Q9XD', kind: 'admission', status: 'new', nextSteps: 'The admissions office calls you within two working days.' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const onClose = vi.fn();
    render(<AdmissionDialog onClose={onClose} />);
    fill('Full Name', 'Asha Rao');
    fill('Email', 'asha@example.com');
    fill('Phone Number', '9876543210');
    fill('NEET Rank (if applicable)', '4521');
    fill('Quota Preference', 'management');
    const submit = screen.getByRole('button', { name: 'Submit' });
    fireEvent.click(submit);
    fireEvent.click(submit);
    expect(await screen.findByText('ADM-7K3M-Q9XD')).toBeTruthy();
    expect(screen.getByText('The admissions office calls you within two working days.')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/submissions/admission');
    expect(JSON.parse(String(init?.body))).toEqual({
      fullName: 'Asha Rao',
      email: 'asha@example.com',
      phone: '9876543210',
      neetRank: 4521,
      quota: 'management',
      website: '',
    });
    expect(open).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('closes on Cancel', () => {
    const onClose = vi.fn();
    render(<AdmissionDialog onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
