import { getDocument, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** A run of text on a page: where it starts (from the page's left and bottom edges) and how wide it is, in points. */
export interface PdfItem {
  text: string;
  x: number;
  y: number;
  width: number;
  hasEol: boolean;
}

/** Each page's runs of text as a reader's PDF viewer extracts them (pdf.js, the engine of Firefox's viewer). */
export async function pdfItems(file: Buffer): Promise<PdfItem[][]> {
  const document = await getDocument({
    data: new Uint8Array(file),
    verbosity: VerbosityLevel.ERRORS,
    isEvalSupported: false,
  }).promise;
  const pages: PdfItem[][] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(
      content.items.flatMap((item) =>
        'str' in item
          ? [
              {
                text: item.str,
                x: item.transform[4] as number,
                y: item.transform[5] as number,
                width: item.width,
                hasEol: item.hasEOL,
              },
            ]
          : [],
      ),
    );
  }
  await document.destroy();
  return pages;
}

/** Any run of spaces (a no-break space among them) as one plain space, to compare text with text. */
export function plainSpaces(text: string): string {
  return text.replace(/[^\S\n]+/g, ' ');
}

/** Each page's text: runs in drawing order split by a space, lines by a line break. */
export async function pdfPages(file: Buffer): Promise<string[]> {
  return (await pdfItems(file)).map((items) =>
    plainSpaces(items.map((item) => `${item.text}${item.hasEol ? '\n' : ' '}`).join('')).replace(
      / \n/g,
      '\n',
    ),
  );
}
