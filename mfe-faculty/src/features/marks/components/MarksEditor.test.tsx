import type { MySubject } from '@college/shared-ui/portal';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryProvider } from '@college/shared-ui/queries';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { marksTexts } from '../marksCells.ts';
import { loadMarksDraft } from '../marksDraft.ts';
import { answerWith, testSheet } from '../testSheet.ts';
import { openSheet, type SheetState } from '../useMarksSheet.ts';
import { MarksEditor } from './MarksEditor.tsx';

const mySubject: MySubject = {
  assignmentId: 1,
  academicYear: '2026-27',
  subject: { id: 3, code: 'BPT101', name: 'Human Anatomy', year: 'FIRST' },
  students: 4,
  assessments: 1,
  published: 0,
};
const cell = (name: string) => screen.getByRole('textbox', { name: `Marks for ${name} Test` }) as HTMLInputElement;
const absent = (name: string) => screen.getByRole('checkbox', { name: `Absent: ${name} Test` }) as HTMLInputElement;

async function openEditor(): Promise<SheetState> {
  vi.stubGlobal('fetch', vi.fn(answerWith(testSheet())));
  const initial = await openSheet(7, sessionStorage);
  render(
    <QueryProvider>
      <MarksEditor mySubject={mySubject} initial={initial} />
    </QueryProvider>,
  );
  return initial;
}

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the marks grid', () => {
  it('Enter and ArrowDown move to the next row, ArrowUp back, without changing the number', async () => {
    await openEditor();
    cell('Asha').focus();
    fireEvent.keyDown(cell('Asha'), { key: 'Enter' });
    expect(document.activeElement).toBe(cell('Bala'));
    fireEvent.keyDown(cell('Bala'), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(cell('Chitra'));
    const up = fireEvent.keyDown(cell('Chitra'), { key: 'ArrowUp' });
    expect(up).toBe(false);
    expect(document.activeElement).toBe(cell('Bala'));
    expect(cell('Asha').value).toBe('40');
    absent('Asha').focus();
    fireEvent.keyDown(absent('Asha'), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(absent('Bala'));
  });

  it('a pasted column fills the cell and the ones below; AB ticks Absent', async () => {
    await openEditor();
    fireEvent.paste(cell('Bala'), { clipboardData: { getData: () => '31\nAB\n45.5\n12\n' } });
    expect(cell('Bala').value).toBe('31');
    expect(absent('Chitra').checked).toBe(true);
    expect(cell('Dev').value).toBe('45.5');
    expect(screen.getByText('Pasted 3 values. 1 more did not fit below this row and were left out.')).toBeTruthy();
  });

  it('shows a wrong mark at its cell and in the summary above Save, and saves nothing', async () => {
    await openEditor();
    const fetch = vi.fn(answerWith(testSheet()));
    vi.stubGlobal('fetch', fetch);
    fireEvent.change(cell('Bala'), { target: { value: '51' } });
    fireEvent.blur(cell('Bala'));
    expect(cell('Bala').getAttribute('aria-invalid')).toBe('true');
    const description = document.getElementById(cell('Bala').getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe(marksTexts.outOfRange(50));
    fireEvent.click(screen.getByRole('button', { name: 'Save marks' }));
    expect(screen.getByRole('alert').textContent).toContain('Bala Test: Marks must be between 0 and 50, or Absent');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('keeps typed marks in the draft, restores them with a notice, and sends the whole class on Save', async () => {
    await openEditor();
    fireEvent.change(cell('Bala'), { target: { value: 'ab' } });
    fireEvent.blur(cell('Bala'));
    expect(absent('Bala').checked).toBe(true);
    fireEvent.change(cell('Dev'), { target: { value: '22.5' } });
    expect(loadMarksDraft(sessionStorage, 7)?.cells[14]).toEqual({ text: '22.5', absent: false });
    cleanup();

    await openEditor();
    expect(screen.getByText(marksTexts.restored)).toBeTruthy();
    expect(cell('Dev').value).toBe('22.5');

    const saved = testSheet();
    const fetch = vi.fn(
      answerWith({
        ...saved,
        version: 5,
        entries: saved.entries.map((e) => (e.student.id === 14 ? { ...e, marks: 22.5 } : e.student.id === 12 ? { ...e, absent: true } : e)),
      }),
    );
    vi.stubGlobal('fetch', fetch);
    fireEvent.click(screen.getByRole('button', { name: 'Save marks' }));
    await waitFor(() => expect(screen.getByText(marksTexts.saved)).toBeTruthy());
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({
      version: 4,
      entries: [
        { studentId: 11, marks: 40, absent: false },
        { studentId: 12, marks: null, absent: true },
        { studentId: 13, marks: null, absent: true },
        { studentId: 14, marks: 22.5, absent: false },
      ],
    });
    // the draft is dropped by the effect that follows the saved sheet's render, which may come a moment after the message
    await waitFor(() => expect(loadMarksDraft(sessionStorage, 7)).toBeNull());
    expect(screen.queryByText(marksTexts.restored)).toBeNull();
  });

  it("on a conflict shows the API's message, keeps every typed value and saves over the newer sheet next time", async () => {
    await openEditor();
    const message = 'Someone else saved these marks after you opened them.';
    const calls: RequestInit[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) => {
        calls.push(init);
        if (init.method === 'PUT' && calls.length === 1) return answerWith({ statusCode: 409, error: 'Conflict', message }, 409)();
        return answerWith({ ...testSheet(), version: 9 })();
      }),
    );
    fireEvent.change(cell('Dev'), { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save marks' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(message));
    expect(cell('Dev').value).toBe('30');
    fireEvent.click(screen.getByRole('button', { name: 'Save marks' }));
    await waitFor(() => expect(calls.length).toBe(3));
    expect(JSON.parse(String(calls[2]?.body)).version).toBe(9);
  });

  it('is read-only once published, with the note about reopening', async () => {
    vi.stubGlobal('fetch', vi.fn(answerWith(testSheet({ status: 'published', publishedAt: '2026-10-01T10:00:00Z' }))));
    const initial = await openSheet(7, sessionStorage);
    render(
      <QueryProvider>
        <MarksEditor mySubject={mySubject} initial={initial} />
      </QueryProvider>,
    );
    expect(cell('Asha').readOnly).toBe(true);
    expect(absent('Asha').disabled).toBe(true);
    expect(screen.getByText(marksTexts.publishedNote('1 October 2026'))).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save marks' })).toBeNull();
  });
});
