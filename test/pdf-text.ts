// Test helper: what a PDF reader extracts from a PDF (pdfjs-dist), for the unit and
// end-to-end tests of the offer PDF.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface PdfText {
  /** Every page's text, one line per text line, runs of spaces folded. */
  text: string;
  pages: number;
  /** The first page's size in points. */
  size: [number, number];
}

export async function pdfText(pdf: Uint8Array): Promise<PdfText> {
  const task = getDocument({ data: new Uint8Array(pdf), useSystemFonts: false });
  const doc = await task.promise;
  let text = '';
  let size: [number, number] = [0, 0];
  for (let i = 1; i <= doc.numPages; i++) {
    const page = await doc.getPage(i);
    if (i === 1) size = [page.view[2]!, page.view[3]!];
    const content = await page.getTextContent();
    text += content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join('') + '\n';
  }
  const pages = doc.numPages;
  await task.destroy();
  return { text: text.replace(/[ \t]+/g, ' '), pages, size };
}

/** The extracted text on one line (line breaks folded too), for "contains" checks. */
export async function pdfPlainText(pdf: Uint8Array): Promise<string> {
  return (await pdfText(pdf)).text.replace(/\s+/g, ' ');
}
