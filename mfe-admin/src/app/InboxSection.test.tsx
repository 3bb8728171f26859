import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryProvider, queryClient } from '@college/shared-ui/queries';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Sidebar } from './Sidebar.tsx';
import InboxSection from '../features/inbox/InboxSection.tsx';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const item = {
  id: 7,
  reference: 'SCH-7K3M-Q9XD',
  kind: 'scholarship',
  status: 'new',
  name: 'Asha Rao',
  email: 'asha@example.com',
  receivedAt: '2026-11-20T09:30:00.000Z',
  read: false,
  files: 1,
};
const detail = (status: string, read = true) => ({
  ...item,
  status,
  read,
  fields: { fullName: 'Asha Rao', academicPercentage: 92.5, website: '' },
  files: [{ id: 3, field: 'incomeCertificate', fileName: 'income.pdf', size: 2048 }],
  notes: [],
  history: [{ from: null, to: 'new', by: 'website', at: item.receivedAt }],
});

let unread = 1;
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

beforeEach(() => {
  unread = 1;
  fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    if (url.pathname === '/api/inbox/unread-count') return json({ unread });
    if (url.pathname === '/api/inbox' && method === 'GET') return json({ items: [item], total: 1, page: 1, pageSize: 25 });
    // reading changes nothing; marking read is its own POST
    if (url.pathname === '/api/inbox/7' && method === 'GET') return json(detail('new', unread === 0));
    if (url.pathname === '/api/inbox/7/read' && method === 'POST') {
      unread = 0;
      return json(detail('new'));
    }
    if (url.pathname === '/api/inbox/7' && method === 'PATCH') return json(detail(JSON.parse(String(init?.body)).status));
    return json({ statusCode: 404, error: 'Not Found', message: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
});

function Where() {
  return <output data-testid="where">{useLocation().search}</output>;
}

const renderInbox = (at = '/admin-dashboard/inbox') =>
  render(
    <QueryProvider>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route
            path="/admin-dashboard/:section"
            element={
              <>
                <Sidebar current="inbox" onLogout={() => {}} />
                <InboxSection />
                <Where />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryProvider>,
  );

describe('the admin inbox', () => {
  it('names the unread count in the sidebar, opens a submission at ?open=<id> and the count follows', async () => {
    renderInbox();
    expect(await screen.findByRole('link', { name: 'Inbox, 1 unread' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Open SCH-7K3M-Q9XD (unread)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Scholarship application SCH-7K3M-Q9XD' });
    expect(screen.getByTestId('where').textContent).toBe('?open=7');
    expect(within(dialog).getByRole('link', { name: 'Download Income certificate: income.pdf' }).getAttribute('href')).toBe('/api/inbox/7/files/3');
    expect(within(dialog).getByText('92.5')).toBeTruthy();
    expect(within(dialog).queryByText('Website')).toBeNull();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Inbox' })).toBeTruthy());
    expect(fetchMock.mock.calls.filter(([url, init]) => String(url).endsWith('/api/inbox/7/read') && init?.method === 'POST')).toHaveLength(1);
  });

  it('saves a new status and shows it in words', async () => {
    renderInbox();
    fireEvent.click(await screen.findByRole('button', { name: 'Open SCH-7K3M-Q9XD (unread)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Scholarship application SCH-7K3M-Q9XD' });
    fireEvent.change(await within(dialog).findByLabelText('Status'), { target: { value: 'accepted' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save status' }));
    expect(await within(dialog).findByText('Status changed to Accepted.')).toBeTruthy();
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ status: 'accepted' });
  });

  it('exports the list as filtered and sends the filters to the server', async () => {
    renderInbox();
    await screen.findByRole('button', { name: 'Open SCH-7K3M-Q9XD (unread)' });
    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'admission' } });
    fireEvent.change(screen.getByLabelText('Received from'), { target: { value: '2026-11-01' } });
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe('/api/inbox/export.csv?kind=admission&from=2026-11-01');
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/inbox?kind=admission&from=2026-11-01'))).toBe(true));
    // the filters are in the address, for a reload or a shared link
    expect(screen.getByTestId('where').textContent).toBe('?kind=admission&from=2026-11-01');
  });

  it('opens where the address says: filters, search, order and page', async () => {
    renderInbox('/admin-dashboard/inbox?status=accepted&q=asha&sort=name&page=2');
    await screen.findByRole('button', { name: 'Open SCH-7K3M-Q9XD (unread)' });
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('accepted');
    expect((screen.getByLabelText('Search submissions') as HTMLInputElement).value).toBe('asha');
    const listCall = fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://localhost')).find((url) => url.pathname === '/api/inbox');
    expect(Object.fromEntries(listCall?.searchParams ?? [])).toEqual({ status: 'accepted', q: 'asha', sort: 'name', page: '2', pageSize: '25' });
  });

  it('a search or a new order starts the list at its first page again', async () => {
    renderInbox('/admin-dashboard/inbox?page=3');
    await screen.findByRole('button', { name: 'Open SCH-7K3M-Q9XD (unread)' });
    fireEvent.change(screen.getByLabelText('Search submissions'), { target: { value: 'rao' } });
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('?q=rao'));
    fireEvent.click(screen.getByRole('button', { name: /^Name/ }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('?q=rao&sort=name'));
  });
});
