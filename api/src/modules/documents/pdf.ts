import type { DocumentStatement } from '../../contract.ts';
import { type PdfFrame, renderFramedPdf, tableRow, YEAR_LABEL } from './pdf-frame.ts';

export type PdfDocumentInput = PdfFrame & { issuedAt: Date; statement: DocumentStatement };

const COLUMNS = [
  { label: 'Code', width: 70 },
  { label: 'Subject', width: 200 },
  { label: 'Percentage', width: 70 },
  { label: 'Grade', width: 50 },
  { label: 'Grade point', width: 60 },
  { label: 'Result', width: 45 },
];
const fixed = (value: number | null) => (value === null ? 'not available' : value.toFixed(2));

/** The marksheet or transcript as a one-column A4 PDF: the college, the student, each year's subjects, the code. */
export function renderDocumentPdf(input: PdfDocumentInput): Promise<Buffer> {
  return renderFramedPdf(input, (doc) => {
    const { student } = input.statement;
    doc.font('Helvetica').fontSize(10).text(`Name: ${student.name}`);
    doc.text(`Enrollment number: ${student.enrollmentNumber ?? 'Not provided'}`);
    doc.text(`Issued on: ${input.issuedAt.toISOString().slice(0, 10)}`);

    for (const year of input.statement.years) {
      doc.moveDown();
      doc.font('Helvetica-Bold').fontSize(11).text(`${YEAR_LABEL[year.yearOfStudy]}, academic year ${year.academicYear}`);
      doc.moveDown(0.3);
      tableRow(
        doc,
        COLUMNS,
        COLUMNS.map((column) => column.label),
        true,
      );
      for (const subject of year.subjects) {
        tableRow(doc, COLUMNS, [
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
  });
}
