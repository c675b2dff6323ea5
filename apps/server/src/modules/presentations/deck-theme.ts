/** The deck's look, shared by the PPTX and the PDF: a 16:9 page in inches, colours and type sizes. */
export const PAGE = { width: 13.333, height: 7.5 };
export const MARGIN = 0.6;
export const CONTENT_WIDTH = PAGE.width - 2 * MARGIN;
/** Where a slide's content starts, under its title. */
export const CONTENT_TOP = 1.55;
export const FOOTER_Y = 6.95;

export const COLORS = {
  navy: '1B2A41',
  blue: '2F6FDE',
  orange: 'F28C28',
  text: '1F2933',
  muted: '6B7280',
  panel: 'F3F5F9',
  line: 'E2E6EE',
  white: 'FFFFFF',
  coverMuted: 'A9B8D0',
};

export const FONT = { pptx: 'Arial', pdf: 'Helvetica', pdfBold: 'Helvetica-Bold' };

/** Smaller titles for long campaign names, so a title stays on one line. */
export function titleSize(text: string): number {
  if (text.length > 60) return 20;
  if (text.length > 42) return 24;
  return 28;
}

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** `count` boxes in a row across the content width, `gap` apart. */
export function row(count: number, y: number, h: number, gap = 0.18): Box[] {
  const w = (CONTENT_WIDTH - gap * (count - 1)) / count;
  return Array.from({ length: count }, (_, index) => ({ x: MARGIN + index * (w + gap), y, w, h }));
}

/** A picture of `width` x `height` scaled to fit inside `box`, centred. */
export function contain(box: Box, width: number, height: number): Box {
  const scale = Math.min(box.w / width, box.h / height);
  const w = width * scale;
  const h = height * scale;
  return { x: box.x + (box.w - w) / 2, y: box.y + (box.h - h) / 2, w, h };
}

/** The creatives' cards: three a row, two rows. */
export function cardBoxes(count: number): Box[] {
  const [top = [], bottom = []] = [row(3, CONTENT_TOP, 2.45, 0.3), row(3, CONTENT_TOP + 2.65, 2.45, 0.3)];
  return [...top, ...bottom].slice(0, count);
}

/** A tile's value size: smaller when it holds several lines (spend in several currencies) or long words. */
export function valueSize(value: string, base: number): number {
  const lines = value.split('\n');
  const longest = Math.max(...lines.map((line) => line.length));
  let size = base;
  if (lines.length > 1) size = Math.min(size, base * 0.6);
  if (longest > 14) size = Math.min(size, base * 0.7);
  if (longest > 22) size = Math.min(size, base * 0.6);
  return Math.round(size);
}
