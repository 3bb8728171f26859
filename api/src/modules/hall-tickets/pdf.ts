import type { DocumentStatement } from '../../contract.ts';
import { type PdfFrame, renderFramedPdf, tableRow, YEAR_LABEL } from '../documents/pdf-frame.ts';

type Input = PdfFrame & {
  issuedAt: Date;
  student: DocumentStatement['student'];
  hallTicket: NonNullable<DocumentStatement['hallTicket']>;
  /** The student's profile photo (PNG or JPEG); without one the space is left out. */
  photo: Buffer | null;
};

const PHOTO = { width: 90, height: 110 };

const COLUMNS = [
  { label: 'Date', width: 75 },
  { label: 'Time', width: 45 },
  { label: 'Code', width: 75 },
  { label: 'Paper', width: 180 },
  { label: 'Room', width: 120 },
];

/** The hall ticket as a one-page A4 PDF: the college, the student (with their photo), each paper with date, time and room, the code. */
export function renderHallTicketPdf(input: Input): Promise<Buffer> {
  return renderFramedPdf(input, (doc) => {
    const top = doc.y;
    if (input.photo) {
      const x = doc.page.width - doc.page.margins.right - PHOTO.width;
      doc.image(input.photo, x, top, { fit: [PHOTO.width, PHOTO.height], align: 'center', valign: 'center' });
      doc.rect(x, top, PHOTO.width, PHOTO.height).stroke();
      doc.x = doc.page.margins.left;
      doc.y = top;
    }
    doc.font('Helvetica').fontSize(10).text(`Name: ${input.student.name}`);
    doc.text(`Enrollment number: ${input.student.enrollmentNumber ?? 'Not provided'}`);
    doc.text(`Year: ${YEAR_LABEL[input.hallTicket.yearOfStudy]} BPT`);
    doc.text(`Issued on: ${input.issuedAt.toISOString().slice(0, 10)}`);
    if (input.photo) doc.y = Math.max(doc.y, top + PHOTO.height);
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
