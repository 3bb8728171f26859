import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyDraft, clearMarksDraft, loadMarksDraft, saveMarksDraft } from './marksDraft.ts';
import { answerWith, testSheet } from './testSheet.ts';
import { openSheet } from './useMarksSheet.ts';

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('the unsaved marks draft', () => {
  it('is kept per assessment and read back', () => {
    saveMarksDraft(sessionStorage, 7, { version: 4, cells: { 12: { text: '31', absent: false } } });
    expect(loadMarksDraft(sessionStorage, 7)).toEqual({ version: 4, cells: { 12: { text: '31', absent: false } } });
    expect(loadMarksDraft(sessionStorage, 8)).toBeNull();
    clearMarksDraft(sessionStorage, 7);
    expect(loadMarksDraft(sessionStorage, 7)).toBeNull();
  });

  it('ignores a damaged draft', () => {
    sessionStorage.setItem('college.marksDraft.7', '{"version":4,"cells":{"12":{"text":3}}}');
    expect(loadMarksDraft(sessionStorage, 7)).toBeNull();
    sessionStorage.setItem('college.marksDraft.7', 'not json');
    expect(loadMarksDraft(sessionStorage, 7)).toBeNull();
  });

  it('lays its cells over the saved ones by student', () => {
    const saved = [
      { text: '40', absent: false },
      { text: '', absent: false },
    ];
    expect(applyDraft([11, 12], saved, { version: 4, cells: { 12: { text: '', absent: true }, 99: { text: '1', absent: false } } })).toEqual([
      { text: '40', absent: false },
      { text: '', absent: true },
    ]);
  });

  it('is restored when the sheet is opened again, against the version it was typed on', async () => {
    vi.stubGlobal('fetch', vi.fn(answerWith({ ...testSheet(), version: 5 })));
    saveMarksDraft(sessionStorage, 7, { version: 4, cells: { 12: { text: '31', absent: false } } });
    const opened = await openSheet(7, sessionStorage);
    expect(opened.restored).toBe(true);
    expect(opened.cells[1]).toEqual({ text: '31', absent: false });
    expect(opened.saved[1]).toEqual({ text: '', absent: false });
    expect(opened.baseVersion).toBe(4);
  });

  it('is dropped when it holds nothing new, or the marks are published', async () => {
    vi.stubGlobal('fetch', vi.fn(answerWith(testSheet())));
    saveMarksDraft(sessionStorage, 7, { version: 4, cells: { 11: { text: '40', absent: false } } });
    expect((await openSheet(7, sessionStorage)).restored).toBe(false);
    expect(loadMarksDraft(sessionStorage, 7)).toBeNull();

    vi.stubGlobal('fetch', vi.fn(answerWith(testSheet({ status: 'published', publishedAt: '2026-10-01T10:00:00Z' }))));
    saveMarksDraft(sessionStorage, 7, { version: 4, cells: { 12: { text: '31', absent: false } } });
    const opened = await openSheet(7, sessionStorage);
    expect(opened.restored).toBe(false);
    expect(opened.cells[1]).toEqual({ text: '', absent: false });
  });
});
