// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Column, DataTable } from './DataTable.tsx';
import { Pagination } from './Pagination.tsx';

type Row = { id: number; name: string };
const columns: Column<Row>[] = [
  { key: 'name', header: 'Name', sortKey: 'name', render: (r) => r.name },
  { key: 'id', header: 'Id', render: (r) => r.id },
];

afterEach(cleanup);

describe('DataTable', () => {
  it('marks the sorted column with aria-sort and flips direction on click', () => {
    const onSortChange = vi.fn();
    const { rerender } = render(
      <DataTable
        caption="People"
        columns={columns}
        rows={[{ id: 1, name: 'A' }]}
        rowKey={(r) => r.id}
        sort="name"
        onSortChange={onSortChange}
        emptyMessage="None"
      />,
    );
    const header = screen.getByRole('columnheader', { name: /Name/ });
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    expect(screen.getByRole('columnheader', { name: 'Id' }).hasAttribute('aria-sort')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: /Name/ }));
    expect(onSortChange).toHaveBeenCalledWith('-name');
    rerender(
      <DataTable
        caption="People"
        columns={columns}
        rows={[{ id: 1, name: 'A' }]}
        rowKey={(r) => r.id}
        sort="-name"
        onSortChange={onSortChange}
        emptyMessage="None"
      />,
    );
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(screen.getByRole('button', { name: /Name/ }));
    expect(onSortChange).toHaveBeenLastCalledWith('name');
  });
  it('shows the empty message instead of an empty table', () => {
    render(<DataTable caption="People" columns={columns} rows={[]} rowKey={(r) => r.id} emptyMessage="No students found." />);
    expect(screen.getByRole('status').textContent).toBe('No students found.');
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('Pagination', () => {
  it('disables Previous on the first page and moves on with Next', () => {
    const onPageChange = vi.fn();
    render(<Pagination label="People" page={1} pageSize={10} total={25} onPageChange={onPageChange} />);
    expect(screen.getByText('Page 1 of 3 (25 results)')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });
});
