import { describe, expect, it } from 'vitest';
import { ADMISSION_DOCUMENT_KINDS } from '@college/contract/limits';
import { admissionDocumentLabel, fileTooLarge } from './studentFiles.ts';

describe('admission documents in the portals', () => {
  it('each kind is named as on the admissions page, nine different names', () => {
    const labels = ADMISSION_DOCUMENT_KINDS.map(admissionDocumentLabel);
    expect(new Set(labels).size).toBe(9);
    expect(admissionDocumentLabel('ssc-marks-memo')).toBe('SSC (10th class) marks memo');
    expect(admissionDocumentLabel('transfer-certificate')).toBe('Intermediate transfer certificate (TC)');
    expect(admissionDocumentLabel('passport-photographs')).toBe('Ten passport-size photographs');
  });

  it('names a file over the limit before it is sent', () => {
    const file = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'scan.pdf');
    expect(fileTooLarge(file, 2 * 1024 * 1024, 'The document')).toBe('The document must be 2 MB or smaller');
    expect(fileTooLarge(file, 5 * 1024 * 1024, 'The document')).toBeNull();
  });
});
