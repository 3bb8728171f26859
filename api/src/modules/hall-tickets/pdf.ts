import type { DocumentStatement } from '../../contract.ts';
import { type PdfFrame, renderFramedPdf, tableRow, YEAR_LABEL } from '../documents/pdf-frame.ts';

type Input = PdfFrame & {
  issuedAt: Date;
  student: DocumentStatement['student'];
  hallTicket: NonNullable<DocumentStatement['hallTicket']>;
};

const COLUMNS = [
  { label: 'Date', width: 75 },
  { label: 'Time', width: 45 },
  { label: 'Code', width: 75 },
  { label: 'Paper', width: 180 },
  { label: 'Room', width: 120 },
];

/** The hall ticket as a one-page A4 PDF: the college, the student, each paper with date, time and room, the code. */
export function renderHallTicketPdf(input: Input): Promise<Buffer> {
  return renderFramedPdf(input, (doc) => {
    doc.font('Helvetica').fontSize(10).text(`Name: ${input.student.name}`);
    doc.text(`Enrollment number: ${input.student.enrollmentNumber ?? 'Not provided'}`);
    doc.text(`Year: ${YEAR_LABEL[input.hallTicket.yearOfStudy]} BPT`);
    doc.text(`Issued on: ${input.issuedAt.toISOString().slice(0, 10)}`);
    doc.moveDown();
    tableRow(
      doc,
      COLUMNS,
      COLUMNS.map((column) => column.label),
      true,
    );
    for (const paper of input.hallTicket.papers)
      tableRow(doc, COLUMNS, [paper.date, paper.time, paper.examCode, paper.subject, paper.venue || 'To be announced']);
    doc.moveDown(2);
    doc.font('Helvetica').fontSize(9).text('Bring this hall ticket and your college identity card to every paper.');
  });
}
