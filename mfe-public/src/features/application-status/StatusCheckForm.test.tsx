import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StatusCheckForm } from './StatusCheckForm.tsx';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const check = (reference: string, email: string) => {
  fireEvent.change(screen.getByLabelText('Reference number'), { target: { value: reference } });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Check status' }));
};

describe('the status check', () => {
  it('shows the status in words and nothing else about the submission', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => json(200, { reference: 'SCH-7K3M-Q9XD', status: 'in-review' }));
    vi.stubGlobal('fetch', fetchMock);
    render(<StatusCheckForm />);
    check(' SCH-7K3M-Q9XD ', 'asha@example.com');
    expect(await screen.findByText('In review')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Application SCH-7K3M-Q9XDStatus: In review');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/submissions/status');
    expect(JSON.parse(String(init?.body))).toEqual({ reference: 'SCH-7K3M-Q9XD', email: 'asha@example.com' });
  });

  it("says when nothing matches, and gives the limit in the API's words", async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn<typeof fetch>()
        .mockResolvedValueOnce(json(404, { statusCode: 404, error: 'Not Found', message: 'No application matches that reference number and e-mail address.' }))
        .mockResolvedValueOnce(
          json(429, { statusCode: 429, error: 'Too Many Requests', message: 'Too many status checks from your network. Please try again in a few minutes.' }),
        ),
    );
    render(<StatusCheckForm />);
    check('SCH-0000-0000', 'asha@example.com');
    expect(await screen.findByText('No application matches that reference number and e-mail address.')).toBeTruthy();
    check('SCH-0000-0000', 'asha@example.com');
    expect(await screen.findByText('Too many status checks from your network. Please try again in a few minutes.')).toBeTruthy();
  });

  it('asks for both fields before asking the server', () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    render(<StatusCheckForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Check status' }));
    expect(screen.getByText('Reference number is required')).toBeTruthy();
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
