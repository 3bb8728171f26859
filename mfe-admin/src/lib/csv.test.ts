import { describe, expect, it } from 'vitest';
import { escapeCell, neutraliseFormula, parseCsv, restoreFormula, toCsv } from './csv.ts';

describe('escapeCell', () => {
  it('leaves plain text alone', () => {
    expect(escapeCell('Asha')).toBe('Asha');
    expect(escapeCell(42)).toBe('42');
    expect(escapeCell(null)).toBe('');
  });
  it('quotes commas, quotes and line breaks, doubling inner quotes', () => {
    expect(escapeCell('a,b')).toBe('"a,b"');
    expect(escapeCell('say "hi"')).toBe('"say ""hi"""');
    expect(escapeCell('line1\nline2')).toBe('"line1\nline2"');
  });
  it.each(['=SUM(A1:A2)', '+1', '-2', '@cmd', '\tx', '\rx'])('neutralises formula start %j', (value) => {
    expect(neutraliseFormula(value)).toBe(`'${value}`);
  });
  it('neutralises and quotes together', () => {
    expect(escapeCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(escapeCell('\rx')).toBe(`"'\rx"`);
  });
});

describe('restoreFormula', () => {
  it.each(['=SUM(A1:A2)', '+91 98765 43210', '-2', '@cmd', "'=already", "''+1", "'plain", 'plain', '', "'"])(
    'gives back %j from its neutralised cell',
    (value) => {
      expect(restoreFormula(neutraliseFormula(value))).toBe(value);
    },
  );
  it('leaves an apostrophe a person typed before ordinary text', () => {
    expect(neutraliseFormula("'plain")).toBe("'plain");
    expect(restoreFormula("'plain")).toBe("'plain");
  });
});

describe('toCsv / parseCsv', () => {
  it('ends every record with CRLF', () => {
    expect(
      toCsv([
        ['a', 'b'],
        ['1', '2'],
      ]),
    ).toBe('a,b\r\n1,2\r\n');
  });
  it('round-trips awkward cells', () => {
    const rows = [
      ['name', 'note'],
      ['Ravi, K', 'He said "ok"\r\nthen left'],
      ['', 'x'],
    ];
    expect(parseCsv(toCsv(rows))).toEqual(rows);
  });
  it('keeps the apostrophe of neutralised cells visible in the parsed text', () => {
    expect(parseCsv(toCsv([['=1+1']]))).toEqual([["'=1+1"]]);
  });
  it('reads LF files, a BOM and a missing final newline, and skips blank lines', () => {
    expect(parseCsv('\uFEFFa,b\n1,2\n\n3,4')).toEqual([
      ['a', 'b'],
      ['1', '2'],
      ['3', '4'],
    ]);
  });
  it('keeps empty cells', () => {
    expect(parseCsv('a,,c\r\n')).toEqual([['a', '', 'c']]);
  });
});
