// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginForm } from './LoginForm.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const jsonResponse = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('LoginForm', () => {
  it('defaults to the portal role and announces missing fields without calling the API', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    render(<LoginForm roles={['student', 'admin']} onSuccess={vi.fn()} />);
    expect((screen.getByRole('radio', { name: 'Student' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    const email = screen.getByLabelText('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const describedBy = email.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Email is required');
    expect(screen.getByText('Password is required')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('switches to a username for admins and shows the server message on failure', async () => {
    const fetchMock = vi.fn().mockResolvedValue(jsonResponse(401, { statusCode: 401, error: 'Unauthorized', message: 'Invalid admin credentials' }));
    vi.stubGlobal('fetch', fetchMock);
    render(<LoginForm roles={['faculty', 'admin']} onSuccess={vi.fn()} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Admin' }));
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'admin' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Invalid admin credentials'));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/auth/admin/login');
    expect(JSON.parse(String(init.body))).toEqual({ username: 'admin', password: 'wrong' });
  });

  it('toggles the password visibility with the switch', () => {
    render(<LoginForm roles={['student', 'admin']} onSuccess={vi.fn()} />);
    const password = screen.getByLabelText('Password');
    expect(password.getAttribute('type')).toBe('password');
    expect(password.getAttribute('autocomplete')).toBe('current-password');
    fireEvent.click(screen.getByRole('switch', { name: 'Show password' }));
    expect(password.getAttribute('type')).toBe('text');
  });

  it('hands the reply over on success', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(jsonResponse(200, { user: { id: 3, type: 'student' }, message: 'ok', mustChangePassword: false })));
    const onSuccess = vi.fn();
    render(<LoginForm roles={['student', 'admin']} onSuccess={onSuccess} />);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'student@demo.college' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Student@12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith(expect.objectContaining({ user: { id: 3, type: 'student' } })));
  });
});
