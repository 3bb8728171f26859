import { describe, expect, it } from 'vitest';
import { cellError, entryFromCell, marksTexts, parsePastedValues, pasteInto, sameCells } from './marksCells.ts';

const blank = { text: '', absent: false };

describe('pasting from a spreadsheet', () => {
  it('splits a column on line ends (any kind) and drops the line end after the last value', () => {
    expect(parsePastedValues('12\r\n7.5\n\r\n40\r\n')).toEqual([
      { text: '12', absent: false },
      { text: '7.5', absent: false },
      { text: '', absent: false },
      { text: '40', absent: false },
    ]);
  });

  it('splits a row on tabs, and reads AB and Absent in any case as absent', () => {
    expect(parsePastedValues('ab\t 9 \tABSENT')).toEqual([
      { text: '', absent: true },
      { text: '9', absent: false },
      { text: '', absent: true },
    ]);
  });

  it('fills the cell pasted into and the ones below; what does not fit is counted, not written', () => {
    const cells = [blank, { text: '3', absent: false }, blank, blank];
    const { cells: filled, filled: count, leftOut } = pasteInto(cells, 2, parsePastedValues('10\nAB\n11\n12'));
    expect(filled).toEqual([blank, { text: '3', absent: false }, { text: '10', absent: false }, { text: '', absent: true }]);
    expect([count, leftOut]).toEqual([2, 2]);
    expect(cells[2]).toBe(blank);
  });
});

describe('checking a cell', () => {
  it('takes 0 to the maximum in steps of 0.5, Absent, or nothing yet', () => {
    for (const text of ['0', '7', '7.5', '50', '12.0', '']) expect(cellError({ text, absent: false }, 50), text).toBeNull();
    expect(cellError({ text: '99', absent: true }, 50)).toBeNull();
    expect(cellError({ text: 'AB', absent: false }, 50)).toBeNull();
  });

  it('says what is wrong with anything else', () => {
    expect(cellError({ text: '50.5', absent: false }, 50)).toBe(marksTexts.outOfRange(50));
    expect(cellError({ text: '7.25', absent: false }, 50)).toBe(marksTexts.notAHalfStep);
    expect(cellError({ text: '-1', absent: false }, 50)).toBe(marksTexts.outOfRange(50));
    expect(cellError({ text: 'seven', absent: false }, 50)).toBe(marksTexts.notANumber);
    expect(cellError({ text: '1e1', absent: false }, 50)).toBe(marksTexts.notANumber);
  });

  it('sends numbers, null for an empty cell and for Absent', () => {
    expect(entryFromCell({ text: ' 7.5 ', absent: false })).toEqual({ marks: 7.5, absent: false });
    expect(entryFromCell(blank)).toEqual({ marks: null, absent: false });
    expect(entryFromCell({ text: 'absent', absent: false })).toEqual({ marks: null, absent: true });
  });

  it('counts typed AB as the same as a ticked Absent when telling whether anything changed', () => {
    expect(sameCells([{ text: 'AB', absent: false }], [{ text: '', absent: true }])).toBe(true);
    expect(sameCells([{ text: '7', absent: false }], [{ text: '7.5', absent: false }])).toBe(false);
  });
});
