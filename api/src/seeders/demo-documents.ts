import type { EntityManager } from '@mikro-orm/core';
import PDFDocument from 'pdfkit';
import type { AdmissionDocumentKind } from '../contract.ts';
import { AdmissionDocument } from '../modules/student-files/admission-document.entity.ts';
import { newDocumentName } from '../modules/student-files/documents.ts';
import type { Student } from '../modules/students/student.entity.ts';
import type { FileArea } from '../storage/file-storage.ts';

/** The demo student's documents in each state the office meets; the other five are not uploaded yet. */
const DEMO_DOCUMENTS: { kind: AdmissionDocumentKind; status: 'waiting' | 'verified' | 'rejected'; reason?: string }[] = [
  { kind: 'ssc-marks-memo', status: 'verified' },
  { kind: 'intermediate-marks-memo', status: 'verified' },
  { kind: 'transfer-certificate', status: 'rejected', reason: 'The scan is cut off at the bottom: please upload the whole certificate.' },
  { kind: 'aadhaar-card', status: 'waiting' },
];

/** A one-page PDF that says it is a demo copy (never a real-looking certificate). */
function demoPdf(kind: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', info: { Title: `Demo ${kind}` } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.fontSize(16).text(`DEMO DOCUMENT: ${kind}`).fontSize(11).text('Placeholder uploaded by the demo seed; not a real certificate.');
    doc.end();
  });
}

export async function seedDemoDocuments(em: EntityManager, area: FileArea, student: Student, now = new Date()): Promise<void> {
  for (const [index, demo] of DEMO_DOCUMENTS.entries()) {
    const bytes = await demoPdf(demo.kind);
    const fileName = newDocumentName(student.id, { extension: 'pdf', contentType: 'application/pdf' });
    await area.put(fileName, bytes, 'application/pdf');
    const uploadedAt = new Date(now.getTime() - (10 - index) * 86_400_000);
    em.create(AdmissionDocument, {
      student,
      kind: demo.kind,
      status: demo.status,
      fileName,
      fileType: 'pdf',
      size: bytes.length,
      uploadedAt,
      reviewedAt: demo.status === 'waiting' ? null : new Date(uploadedAt.getTime() + 86_400_000),
      rejectionReason: demo.reason ?? null,
    });
  }
}
