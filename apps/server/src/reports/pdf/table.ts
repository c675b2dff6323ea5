import { cellText, isFigure } from '../cells';
import type { Cell, Column, ReportTable } from '../table';
import type { PdfReport } from './document';
import { COLOR, FONT, SIZE } from './theme';

const PAD = 4;
/** Above and below a cell's text. */
const PAD_Y = 3;
const MIN_TEXT_WIDTH = 64;

interface Laid {
  widths: number[];
  header: string[];
  rows: string[][];
  totals: string[] | null;
}

/**
 * Column widths on the content's width: every figure as wide as its longest text (figures never wrap), and
 * what is left shared by the words, the wide ones (app and campaign names) first. Headings may wrap.
 */
function fitColumns(pdf: PdfReport, columns: Column[], texts: string[][], header: string[]): number[] {
  const { doc } = pdf;
  doc.font(FONT.bold).fontSize(SIZE.table);
  // Measured in bold: the totals row is.
  const longest = columns.map((_, index) =>
    Math.max(0, ...texts.map((row) => doc.widthOfString(row[index] ?? ''))),
  );
  const titles = header.map((title) => doc.widthOfString(title));
  const titleWords = header.map((title) =>
    Math.max(0, ...title.split(/\s+/).map((word) => doc.widthOfString(word))),
  );
  // A point to spare: text exactly as wide as its box may still wrap.
  const natural = columns.map((_, index) => Math.max(titles[index] ?? 0, longest[index] ?? 0) + 2 * PAD + 1);
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const room = pdf.width;
  if (sum(natural) <= room) {
    // Room to spare: to the wide columns if any, else to every column by its size.
    const extra = room - sum(natural);
    const wide = columns.map((column) => column.wide === true);
    const takers = wide.some(Boolean) ? wide : columns.map(() => true);
    const share = sum(natural.filter((_, index) => takers[index]));
    return natural.map((width, index) => (takers[index] ? width + (extra * width) / share : width));
  }
  // Too wide: figures keep their longest figure (their heading wraps), short words and identifiers keep theirs,
  // and the wide columns (names) share what is left; only when that is not enough do all words shrink.
  const least = columns.map(
    (_, index) => Math.max(longest[index] ?? 0, titleWords[index] ?? 0) + 2 * PAD + 1,
  );
  const shrinkable = (tier: 'wide' | 'words') =>
    columns.map(
      (column, index) =>
        !isFigure(column) &&
        (natural[index] ?? 0) > MIN_TEXT_WIDTH &&
        (tier === 'words' || column.wide === true),
    );
  const share = (flexible: boolean[]) => {
    const widths = columns.map((column, index) =>
      flexible[index] ? 0 : isFigure(column) ? (least[index] ?? 0) : (natural[index] ?? 0),
    );
    // Shortest first, each takes what it needs up to an even share of what is left: short names stay whole,
    // the long ones split the rest.
    let left = Math.max(room - sum(widths), 0);
    const order = columns
      .map((_, index) => index)
      .filter((index) => flexible[index])
      .sort((a, b) => (natural[a] ?? 0) - (natural[b] ?? 0));
    order.forEach((index, position) => {
      const width = Math.min(natural[index] ?? 0, left / (order.length - position));
      widths[index] = width;
      left -= width;
    });
    return widths;
  };
  const wide = shrinkable('wide');
  const wideOnly = share(wide);
  const isEnough = wideOnly.every((width, index) => !wide[index] || width >= MIN_TEXT_WIDTH);
  const widths = isEnough ? wideOnly : share(shrinkable('words'));
  // Still too wide (many figure columns): everything in proportion.
  const total = sum(widths);
  return total > room ? widths.map((width) => (width * room) / total) : widths;
}

function lay(pdf: PdfReport, table: ReportTable): Laid {
  const { columns, rows, totals } = table;
  const text = (cells: Cell[]) =>
    columns.map((column, index) => cellText(cells[index] ?? null, column, pdf.reader));
  const header = columns.map((column) => column.title);
  const texts = rows.map(text);
  const totalTexts = totals ? text(totals) : null;
  const widths = fitColumns(pdf, columns, [...texts, ...(totalTexts ? [totalTexts] : [])], header);
  return { widths, header, rows: texts, totals: totalTexts };
}

/** A row's height: its tallest cell, wrapped inside the cell's width. */
function rowHeight(pdf: PdfReport, cells: string[], widths: number[], font: string): number {
  pdf.doc.font(font).fontSize(SIZE.table);
  const heights = cells.map((text, index) =>
    pdf.doc.heightOfString(text || ' ', { width: (widths[index] ?? 0) - 2 * PAD, lineGap: 1 }),
  );
  return Math.max(...heights) + 2 * PAD_Y;
}

function drawRow(
  pdf: PdfReport,
  columns: Column[],
  cells: string[],
  widths: number[],
  style: { font: string; fill?: string; color?: string },
): void {
  const height = rowHeight(pdf, cells, widths, style.font);
  if (style.fill) pdf.doc.rect(pdf.box(pdf.left, pdf.width), pdf.y, pdf.width, height).fill(style.fill);
  let x = pdf.left;
  cells.forEach((text, index) => {
    const column = columns[index];
    const width = widths[index] ?? 0;
    if (column) {
      pdf.text(text, x + PAD, pdf.y + PAD_Y, width - 2 * PAD, {
        font: style.font,
        size: SIZE.table,
        color: style.color ?? COLOR.text,
        align: isFigure(column) ? 'right' : 'left',
      });
    }
    x += width;
  });
  pdf.y += height;
}

/**
 * A table of the layout: a shaded header (repeated at the top of each new page), striped rows that wrap long
 * words inside their cell, figures right-aligned under right-aligned headings, the totals row in bold under a
 * rule, and an explicit line when there are no rows.
 */
export function writeTable(pdf: PdfReport, table: ReportTable, subtitle?: string): void {
  const { columns } = table;
  const laid = lay(pdf, table);
  const { widths, header } = laid;
  const headerHeight = rowHeight(pdf, header, widths, FONT.bold);
  // A heading keeps its table's header and first rows with it, never alone at the foot of a page.
  const firstRows = laid.rows
    .slice(0, 3)
    .reduce((sum, cells) => sum + rowHeight(pdf, cells, widths, FONT.regular), 0);
  pdf.section(table.title, headerHeight + (firstRows || 18), subtitle);
  const drawHeader = () => {
    drawRow(pdf, columns, header, widths, { font: FONT.bold, fill: COLOR.headerFill });
    pdf.rule(pdf.y, COLOR.rule);
  };
  drawHeader();
  laid.rows.forEach((cells, index) => {
    const height = rowHeight(pdf, cells, widths, FONT.regular);
    if (pdf.y + height > pdf.bottom) {
      pdf.newPage();
      drawHeader();
    }
    drawRow(pdf, columns, cells, widths, {
      font: FONT.regular,
      ...(index % 2 === 1 ? { fill: COLOR.stripe } : {}),
    });
  });
  if (laid.rows.length === 0) {
    const empty = table.emptyText ?? pdf.words.noData;
    pdf.y += 4;
    pdf.y += pdf.text(empty, pdf.left + PAD, pdf.y, pdf.width - 2 * PAD, {
      font: FONT.italic,
      size: SIZE.table,
      color: COLOR.muted,
    });
    pdf.y += 4;
  } else if (laid.totals) {
    const height = rowHeight(pdf, laid.totals, widths, FONT.bold);
    if (pdf.y + height > pdf.bottom) {
      pdf.newPage();
      drawHeader();
    }
    pdf.rule(pdf.y, COLOR.text, pdf.left, pdf.width, 0.8);
    drawRow(pdf, columns, laid.totals, widths, { font: FONT.bold });
  }
  pdf.rule(pdf.y, COLOR.rule);
  pdf.y += 10;
}
