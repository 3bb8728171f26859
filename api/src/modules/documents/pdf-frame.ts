import PDFDocument from 'pdfkit';

/** What every issued document's PDF shows around its own content. */
export type PdfFrame = {
  college: { name: string; address: string };
  title: string;
  code: string;
  verifyUrl: string;
};

export const YEAR_LABEL = { FIRST: 'First year', SECOND: 'Second year', THIRD: 'Third year', FOURTH: 'Fourth year' } as const;
export type Column = { label: string; width: number };

/**
 * An A4 document headed by the college and the title; `body` writes the content, then the verification code
 * closes it. Resolves to the PDF's bytes.
 */
export function renderFramedPdf(frame: PdfFrame, body: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: frame.title, Author: frame.college.name, Subject: `Verification code ${frame.code}` } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(16).text(frame.college.name, { align: 'center' });
  doc.font('Helvetica').fontSize(9).text(frame.college.address, { align: 'center' });
  doc.moveDown();
  doc.font('Helvetica-Bold').fontSize(13).text(frame.title, { align: 'center' });
  doc.moveDown();
  body(doc);
  doc.moveDown(2);
  doc.font('Helvetica-Bold').fontSize(10).text(`Verification code: ${frame.code}`);
  doc.font('Helvetica').fontSize(9).text(`Anyone can check this document at ${frame.verifyUrl} with the code above.`);
  doc.end();
  return done;
}

/** One table row, each cell wrapped in its column; the next row starts below the tallest cell. */
export function tableRow(doc: PDFKit.PDFDocument, columns: readonly Column[], cells: string[], bold = false) {
  const y = doc.y;
  let x = doc.page.margins.left;
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
  let height = 0;
  cells.forEach((cell, index) => {
    const width = columns[index]?.width ?? 60;
    doc.text(cell, x, y, { width: width - 6 });
    height = Math.max(height, doc.y - y);
    x += width;
  });
  doc.x = doc.page.margins.left;
  doc.y = y + height + 4;
}
