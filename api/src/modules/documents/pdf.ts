import PDFDocument from 'pdfkit';
import type { DocumentStatement } from '../../contract.ts';

export type PdfDocumentInput = {
  college: { name: string; address: string };
  title: string;
  code: string;
  verifyUrl: string;
  issuedAt: Date;
  statement: DocumentStatement;
};

const YEAR_LABEL = { FIRST: 'First year', SECOND: 'Second year', THIRD: 'Third year', FOURTH: 'Fourth year' } as const;
const COLUMNS = [
  { label: 'Code', width: 70 },
  { label: 'Subject', width: 200 },
  { label: 'Percentage', width: 70 },
  { label: 'Grade', width: 50 },
  { label: 'Grade point', width: 60 },
  { label: 'Result', width: 45 },
];
const fixed = (value: number | null) => (value === null ? 'not available' : value.toFixed(2));

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

/** The marksheet or transcript as a one-column A4 PDF: the college, the student, each year's subjects, the code. */
export function renderDocumentPdf(input: PdfDocumentInput): Promise<Buffer> {
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
  const { student } = input.statement;
  doc.font('Helvetica').fontSize(10).text(`Name: ${student.name}`);
  doc.text(`Enrollment number: ${student.enrollmentNumber ?? 'Not provided'}`);
  doc.text(`Issued on: ${input.issuedAt.toISOString().slice(0, 10)}`);

  for (const year of input.statement.years) {
    doc.moveDown();
    doc.font('Helvetica-Bold').fontSize(11).text(`${YEAR_LABEL[year.yearOfStudy]}, academic year ${year.academicYear}`);
    doc.moveDown(0.3);
    row(
      doc,
      COLUMNS.map((column) => column.label),
      true,
    );
    for (const subject of year.subjects) {
      row(doc, [
        subject.code,
        subject.name,
        `${subject.percentage.toFixed(2)}%`,
        subject.grade,
        subject.gradePoint.toFixed(2),
        subject.passed ? 'Pass' : 'Fail',
      ]);
    }
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .text(`SGPA: ${fixed(year.sgpa)}`);
  }
  if (input.statement.cgpa !== null || input.statement.years.length > 1) {
    doc.moveDown();
    doc
      .font('Helvetica-Bold')
      .fontSize(11)
      .text(`CGPA: ${fixed(input.statement.cgpa)}`);
  }

  doc.moveDown(2);
  doc.font('Helvetica-Bold').fontSize(10).text(`Verification code: ${input.code}`);
  doc.font('Helvetica').fontSize(9).text(`Anyone can check this document at ${input.verifyUrl} with the code above.`);
  doc.end();
  return done;
}
