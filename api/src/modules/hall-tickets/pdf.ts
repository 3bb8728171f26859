import PDFDocument from 'pdfkit';
import type { DocumentStatement } from '../../contract.ts';

type Input = {
  college: { name: string; address: string };
  title: string;
  code: string;
  verifyUrl: string;
  issuedAt: Date;
  student: DocumentStatement['student'];
  hallTicket: NonNullable<DocumentStatement['hallTicket']>;
};

const YEAR_LABEL = { FIRST: 'First year', SECOND: 'Second year', THIRD: 'Third year', FOURTH: 'Fourth year' } as const;
const COLUMNS = [
  { label: 'Date', width: 75 },
  { label: 'Time', width: 45 },
  { label: 'Code', width: 75 },
  { label: 'Paper', width: 180 },
  { label: 'Room', width: 120 },
];

function row(doc: PDFKit.PDFDocument, cells: string[], bold = false) {
  const y = doc.y;
  let x = doc.page.margins.left;
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
  let height = 0;
  cells.forEach((cell, index) => {
    const width = COLUMNS[index]?.width ?? 60;
    doc.text(cell, x, y, { width: width - 6 });
    height = Math.max(height, doc.y - y);
    x += width;
  });
  doc.x = doc.page.margins.left;
  doc.y = y + height + 4;
}

/** The hall ticket as a one-page A4 PDF: the college, the student, each paper with date, time and room, the code. */
export function renderHallTicketPdf(input: Input): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: input.title, Author: input.college.name, Subject: `Verification code ${input.code}` } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(16).text(input.college.name, { align: 'center' });
  doc.font('Helvetica').fontSize(9).text(input.college.address, { align: 'center' });
  doc.moveDown();
  doc.font('Helvetica-Bold').fontSize(13).text(input.title, { align: 'center' });
  doc.moveDown();
  doc.font('Helvetica').fontSize(10).text(`Name: ${input.student.name}`);
  doc.text(`Enrollment number: ${input.student.enrollmentNumber ?? 'Not provided'}`);
  doc.text(`Year: ${YEAR_LABEL[input.hallTicket.yearOfStudy]} BPT`);
  doc.text(`Issued on: ${input.issuedAt.toISOString().slice(0, 10)}`);
  doc.moveDown();
  row(
    doc,
    COLUMNS.map((column) => column.label),
    true,
  );
  for (const paper of input.hallTicket.papers) row(doc, [paper.date, paper.time, paper.examCode, paper.subject, paper.venue || 'To be announced']);

  doc.moveDown(2);
  doc.font('Helvetica').fontSize(9).text('Bring this hall ticket and your college identity card to every paper.');
  doc.moveDown();
  doc.font('Helvetica-Bold').fontSize(10).text(`Verification code: ${input.code}`);
  doc.font('Helvetica').fontSize(9).text(`Anyone can check this document at ${input.verifyUrl} with the code above.`);
  doc.end();
  return done;
}
