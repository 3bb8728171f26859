import { STUDENT_IMPORT_MAX_ROWS } from '@college/contract/limits';
import { describe, expect, it } from 'vitest';
import { toCsv } from '../../lib/csv.ts';
import { importPayloads, isImportable, previewStudentImport, studentCsvHeader } from './studentImport.ts';

const header = [
  'firstName',
  'lastName',
  'fatherFirstName',
  'fatherLastName',
  'motherFirstName',
  'motherLastName',
  'gender',
  'nationality',
  'religion',
  'email',
  'year',
];
const good = ['Asha', 'Rao', 'Ravi', 'Rao', 'Lata', 'Rao', 'Female', 'Indian', 'Hindu', 'asha@x.example', 'SECOND'];

describe('student CSV import preview', () => {
  it('accepts a clean file and builds payloads', () => {
    const preview = previewStudentImport(toCsv([header, good]));
    expect(isImportable(preview)).toBe(true);
    const [payload] = importPayloads(preview);
    expect(payload?.year).toBe('SECOND');
    expect(payload?.contactInfo?.email).toBe('asha@x.example');
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
  it('reads a file in the export format: the id is ignored, the enrollment number kept', () => {
    const exported = toCsv([studentCsvHeader, ['7', 'ENR-1', ...good.slice(0, 9), 'asha@x.example', '', '', '2004-01-02', 'THIRD', 'management']]);
    const preview = previewStudentImport(exported);
    expect(preview.fileProblems).toEqual([]);
    expect(isImportable(preview)).toBe(true);
    expect(importPayloads(preview)[0]).toMatchObject({ enrollmentNumber: 'ENR-1', quota: 'management', personalInfo: { dob: '2004-01-02' } });
    const badQuota = previewStudentImport(
      toCsv([studentCsvHeader, ['7', 'ENR-1', ...good.slice(0, 9), 'asha@x.example', '', '', '2004-01-02', 'THIRD', 'vip']]),
    );
    expect(badQuota.rows[0]?.problems).toEqual(['Quota must be convener or management']);
  });
  it('reads back exactly what the export wrote: phone numbers a spreadsheet would take for formulas, commas, quotes, any script', () => {
    const row = (first: string, last: string, phone: string, address: string) => [
      '9',
      `ENR-${first.length}`,
      first,
      last,
      'Ravi',
      "D'Souza",
      'Lata',
      '-Rao',
      'Female',
      'Indian',
      'Hindu',
      `${first.length}@x.example`,
      phone,
      address,
      '2004-01-02',
      'SECOND',
      'convener',
    ];
    const rows = [
      row(`D'Souza, "Anu"`, 'Ánanya Ñúñez', '+91 98765 43210', '=1+1, Main "Road"\r\nBlock 2'),
      row('அனு', 'Ñúñez', '-98765 43210', "'=already guarded"),
      row('Ravi', '@home', '(080) 2345-6789', "'plain apostrophe"),
    ];
    const preview = previewStudentImport(toCsv([studentCsvHeader, ...rows]));
    expect(preview.rows.flatMap((r) => r.problems)).toEqual([]);
    const payloads = importPayloads(preview);
    expect(payloads.map((p) => [p.enrollmentNumber, p.firstName, p.lastName, p.motherLastName, p.contactInfo?.phone, p.personalInfo.address])).toEqual(
      rows.map((r) => [r[1], r[2], r[3], r[7], r[12], r[13]]),
    );
  });
  it('refuses a file with more rows than the API takes in one import', () => {
    const many = Array.from({ length: STUDENT_IMPORT_MAX_ROWS + 1 }, (_, i) => [...good.slice(0, 9), `s${i}@x.example`, 'FIRST']);
    expect(previewStudentImport(toCsv([header, ...many])).fileProblems).toEqual([
      `At most ${STUDENT_IMPORT_MAX_ROWS} students per file (this one has ${STUDENT_IMPORT_MAX_ROWS + 1}).`,
    ]);
  });
  it('checks phone numbers and lengths as the API does', () => {
    const withPhone = toCsv([
      [...header, 'phone'],
      [...good, 'call me'],
      [...good.slice(0, 9), 'b@x.example', 'FIRST', '+91 98765 43210'],
    ]);
    const preview = previewStudentImport(withPhone);
    expect(preview.rows[0]?.problems).toEqual(['Phone may only hold digits, spaces, +, -, ( and ), at most 20 characters']);
    expect(preview.rows[1]?.problems).toEqual([]);
    const long = previewStudentImport(toCsv([header, ['A'.repeat(101), ...good.slice(1)]]));
    expect(long.rows[0]?.problems).toEqual(['First name must be at most 100 characters']);
  });
  it('gives distinct placeholder e-mails to rows without one', () => {
    const noEmail = [...good.slice(0, 9), '', 'FIRST'];
    const payloads = importPayloads(previewStudentImport(toCsv([header, noEmail, noEmail])));
    expect(payloads[0]?.contactInfo?.email).not.toBe(payloads[1]?.contactInfo?.email);
  });
});
