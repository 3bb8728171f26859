import { act, cleanup, fireEvent, render as renderInPage, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContactForm } from './ContactForm.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const render = (element: ReactElement) => renderInPage(<MemoryRouter>{element}</MemoryRouter>);
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const fillValid = () => {
  change('Name', 'Asha');
  change('Option', 'course');
  change('Email', 'asha@example.com');
  change('Phone', '9876543210');
  change('Description', 'When does the BPT course start?');
};

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
    fireEvent.click(screen.getByRole('button', { name: 'Send via WhatsApp' }));
    expect(open).toHaveBeenCalledTimes(1);
    const [url, target, features] = open.mock.calls[0] as [string, string, string];
    expect(target).toBe('_blank');
    expect(features).toContain('noopener');
    expect(new URL(url).searchParams.get('text')).toBe('Name: Asha\nOption: Hostel\nEmail: asha@example.com\nPhone: 9876543210\nDescription: Rooms?');
    change('Option', 'support');
    expect(screen.queryByLabelText('Your topic')).toBeNull();
  });

  it('sends the message to the college once, even when clicked twice, and shows the reference and what happens next', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () =>
      json(201, { reference: 'CON-7K3M-Q9XD', kind: 'contact', status: 'new', nextSteps: 'The office answers within two working days.' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    render(<ContactForm />);
    fillValid();
    const send = screen.getByRole('button', { name: 'Send Message' });
    fireEvent.click(send);
    fireEvent.click(send);
    expect(await screen.findByText('CON-7K3M-Q9XD')).toBeTruthy();
    expect(screen.getByText('The office answers within two working days.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Check the status of your application' }).getAttribute('href')).toBe('/applications/status');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/submissions/contact');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Asha',
      option: 'course',
      email: 'asha@example.com',
      phone: '9876543210',
      description: 'When does the BPT course start?',
      website: '',
    });
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('');
    expect(open).not.toHaveBeenCalled();
  });

  it('shows a refused field beside it and a limit as the form message, keeping what was typed', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn<typeof fetch>()
        .mockResolvedValueOnce(json(400, { statusCode: 400, error: 'Bad Request', message: 'phone must be 10 to 13 digits' }))
        .mockResolvedValueOnce(
          json(429, { statusCode: 429, error: 'Too Many Requests', message: 'Too many submissions from your network. Please try again in a few minutes.' }),
        ),
    );
    render(<ContactForm />);
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    const phone = screen.getByLabelText('Phone');
    expect(await screen.findByText('phone must be 10 to 13 digits')).toBeTruthy();
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Too many submissions from your network. Please try again in a few minutes.')).toBeTruthy();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Asha');
  });

  it('posts itself to the API without the app, and keeps what was typed before the app hydrated it', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => json(201, { reference: 'CON-7K3M-Q9XD', kind: 'contact', status: 'new', nextSteps: 'Soon.' }));
    vi.stubGlobal('fetch', fetchMock);
    // the page as prerendered, typed into before any script ran
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(
      <MemoryRouter>
        <ContactForm />
      </MemoryRouter>,
    );
    const form = container.querySelector('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe('/api/submissions/contact');
    const typed = { name: 'Early Asha', option: 'course', email: 'early@example.com', phone: '9876543210', description: 'Typed early.' };
    for (const [name, value] of Object.entries(typed)) {
      const control = form?.querySelector<HTMLInputElement>(`[name="${name}"]`);
      if (control) control.value = value;
    }
    const root = await act(async () =>
      hydrateRoot(
        container,
        <MemoryRouter>
          <ContactForm />
        </MemoryRouter>,
      ),
    );
    // another field changed once live re-renders the form: the early text stays
    change('Phone', '9876543211');
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Early Asha');
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('CON-7K3M-Q9XD')).toBeTruthy();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toMatchObject({ ...typed, phone: '9876543211' });
    act(() => root.unmount());
    container.remove();
  });
});
