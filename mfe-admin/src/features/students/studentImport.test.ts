import { describe, expect, it } from 'vitest';
import { toCsv } from '../../lib/csv.ts';
import { importPayloads, isImportable, previewStudentImport, studentCsvHeader } from './studentImport.ts';

const header = ['firstName', 'lastName', 'fatherFirstName', 'fatherLastName', 'motherFirstName', 'motherLastName', 'gender', 'nationality', 'religion', 'email', 'year'];
const good = ['Asha', 'Rao', 'Ravi', 'Rao', 'Lata', 'Rao', 'Female', 'Indian', 'Hindu', 'asha@x.example', 'SECOND'];

describe('student CSV import preview', () => {
  it('accepts a clean file and builds payloads', () => {
    const preview = previewStudentImport(toCsv([header, good]));
    expect(isImportable(preview)).toBe(true);
    const [payload] = importPayloads(preview);
    expect(payload?.year).toBe('SECOND');
    expect(payload?.contactInfo.email).toBe('asha@x.example');
  });
  it('names each bad row, its line and why', () => {
    const missingName = ['', ...good.slice(1, 9), 'b@x.example', 'FIRST'];
    const badGender = [...good.slice(0, 6), 'Robot', 'Indian', 'Hindu', 'c@x.example', 'FIFTH'];
    const duplicate = [...good];
    const preview = previewStudentImport(toCsv([header, good, missingName, badGender, duplicate]));
    expect(isImportable(preview)).toBe(false);
    const bad = preview.rows.filter((r) => r.problems.length);
    expect(bad.map((r) => r.line)).toEqual([3, 4, 5]);
    expect(bad[0]?.problems).toContain('First name is required');
    expect(bad[1]?.problems).toEqual(['Gender must be Male, Female or Other', 'Year must be FIRST, SECOND, THIRD or FOURTH']);
    expect(bad[2]?.problems).toContain('Email asha@x.example is also on line 2');
  });
  it('reports missing and unknown columns and empty files', () => {
    expect(previewStudentImport('').fileProblems).toEqual(['The file is empty.']);
    const preview = previewStudentImport('firstName,lastName,shoeSize\r\n');
    expect(preview.fileProblems).toContain('Missing column "religion" (Religion)');
    expect(preview.fileProblems).toContain('Unknown column "shoeSize"');
    expect(preview.fileProblems).toContain('The file has no student rows.');
  });
  it('reads a file in the export format (id and enrollment number are ignored)', () => {
    const exported = toCsv([studentCsvHeader, ['7', 'ENR-1', ...good.slice(0, 9), 'asha@x.example', '', '', '2004-01-02', 'THIRD']]);
    const preview = previewStudentImport(exported);
    expect(preview.fileProblems).toEqual([]);
    expect(isImportable(preview)).toBe(true);
    expect(importPayloads(preview)[0]?.personalInfo.dob).toBe('2004-01-02');
  });
  it('gives distinct placeholder e-mails to rows without one', () => {
    const noEmail = [...good.slice(0, 9), '', 'FIRST'];
    const payloads = importPayloads(previewStudentImport(toCsv([header, noEmail, noEmail])));
    expect(payloads[0]?.contactInfo.email).not.toBe(payloads[1]?.contactInfo.email);
  });
});
