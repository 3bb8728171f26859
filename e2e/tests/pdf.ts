import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

// the metrics of the PDF standard fonts (Helvetica...), which the reader needs to lay their text out
const standardFontDataUrl = `${join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/** The text of every page of a PDF, read back as a PDF reader would (one line per text run). */
export async function pdfText(data: Buffer | Uint8Array): Promise<string> {
  const task = getDocument({ data: new Uint8Array(data), standardFontDataUrl });
  const pdf = await task.promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join('\n'));
  }
  await task.destroy();
  return pages.join('\n');
}
