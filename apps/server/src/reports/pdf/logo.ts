import { COLOR, FONT } from './theme';

/** The product's mark, 32 × 32 units: the web's brand-mark-shape (an indigo rounded square with a white "A"). */
const MARK = {
  radius: 8,
  letter: 'M9 22 15 8h2l6 14h-3l-1.4-3.5h-5.3L12 22Zm5.2-6h3.6L16 11.3Z',
};

/** The logo as vectors, `size` points high, its mark at (x, y); the word after it. Answers its width. */
export function drawLogo(
  doc: PDFKit.PDFDocument,
  x: number,
  y: number,
  size: number,
  isRtl: boolean,
): number {
  const scale = size / 32;
  const wordSize = size * 0.62;
  doc.font(FONT.bold).fontSize(wordSize);
  const word = doc.widthOfString('adcontrol');
  const gap = size * 0.3;
  const width = size + gap + word;
  // Right to left, the mark stands at the right edge and the word to its left.
  const markX = isRtl ? x + width - size : x;
  const wordX = isRtl ? x : x + size + gap;
  doc.save();
  doc.translate(markX, y).scale(scale);
  doc.roundedRect(0, 0, 32, 32, MARK.radius).fill(COLOR.brand);
  doc.path(MARK.letter).fill('#ffffff');
  doc.restore();
  doc
    .fillColor(COLOR.text)
    .text('adcontrol', wordX, y + (size - wordSize) / 2 + 0.5, { lineBreak: false, characterSpacing: -0.2 });
  return width;
}
