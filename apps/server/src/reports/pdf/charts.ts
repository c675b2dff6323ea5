import { formatCompact, formatShortDay } from '@adcontrol/domain/format/format';
import { cellText } from '../cells';
import type { Cell, Column } from '../table';
import type { PdfReport } from './document';
import { COLOR, FONT, SIZE } from './theme';

/** Impressions (columns, left axis) and clicks (a line, right axis) day by day, as on the campaign page. */
export interface DailyChart {
  title: string;
  impressions: string;
  clicks: string;
  days: { date: string; impressions: number; clicks: number }[];
}

/** A table whose rows carry a bar, as the campaign page's gender and age cards: a label, a bar, figures. */
export interface BarChart {
  title: string;
  subtitle?: string;
  label: string;
  columns: Column[];
  rows: { label: string; bar: number; cells: Cell[] }[];
  /** The bars' colour: the brand's for impressions, the accent for CTR. */
  tone: 'brand' | 'accent';
}

/** An axis's step: 1, 2, 2.5 or 5 times a power of ten, whole, so that `ticks` steps reach `value`. */
export function niceStep(value: number, ticks: number): number {
  const raw = value / ticks;
  if (raw <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(raw));
  const factor =
    [1, 2, 2.5, 5, 10].find((each) => each * power >= raw && Number.isInteger(each * power)) ?? 10;
  return factor * power;
}

const CHART_HEIGHT = 190;

function legend(pdf: PdfReport, x: number, y: number, label: string, color: string, isLine: boolean): number {
  const { doc } = pdf;
  doc.font(FONT.regular).fontSize(SIZE.table);
  const width = doc.widthOfString(label);
  if (isLine) doc.rect(pdf.box(x, 14), y + 3.5, 14, 2).fill(color);
  else doc.rect(pdf.box(x + 2, 10), y - 0.5, 10, 8).fill(color);
  pdf.text(label, x + 18, y, width + 2, { size: SIZE.table, wrap: false });
  return 18 + width + 16;
}

/** The daily chart as vectors; right to left, the first day stands at the right and the axes swap sides. */
export function writeDailyChart(pdf: PdfReport, chart: DailyChart): void {
  pdf.section(chart.title, CHART_HEIGHT);
  const { doc, reader } = pdf;
  const top = pdf.y;
  const count = (value: number) => formatCompact(value, reader.language);

  const axis = 40;
  const x0 = pdf.left + axis;
  const x1 = pdf.left + pdf.width - axis;
  const y0 = top + 22;
  const y1 = top + CHART_HEIGHT - 22;
  const days = chart.days;
  if (days.length === 0 || days.every((day) => day.impressions === 0 && day.clicks === 0)) {
    pdf.y += pdf.text(pdf.words.noData, pdf.left, top, pdf.width, {
      font: FONT.italic,
      size: SIZE.table,
      color: COLOR.muted,
    });
    pdf.y += 10;
    return;
  }
  let legendX = pdf.left;
  legendX += legend(pdf, legendX, top, chart.impressions, COLOR.brand, false);
  legend(pdf, legendX, top, chart.clicks, COLOR.accent, true);
  const ticks = 4;
  const impressionsTop = ticks * niceStep(Math.max(...days.map((day) => day.impressions)), ticks);
  const clicksTop = ticks * niceStep(Math.max(...days.map((day) => day.clicks)), ticks);
  for (let tick = 0; tick <= ticks; tick += 1) {
    const y = y1 - ((y1 - y0) * tick) / ticks;
    pdf.rule(y, tick === 0 ? COLOR.rule : COLOR.grid, x0, x1 - x0, tick === 0 ? 0.8 : 0.5);
    pdf.text(count((impressionsTop * tick) / ticks), pdf.left, y - 3.5, axis - 6, {
      size: SIZE.small,
      color: COLOR.muted,
      align: 'right',
      wrap: false,
    });
    pdf.text(count((clicksTop * tick) / ticks), x1 + 6, y - 3.5, axis - 6, {
      size: SIZE.small,
      color: COLOR.accent,
      wrap: false,
    });
  }
  const slot = (x1 - x0) / days.length;
  const barWidth = Math.max(0.8, slot * 0.62);
  days.forEach((day, index) => {
    const height = ((y1 - y0) * day.impressions) / impressionsTop;
    if (height > 0) {
      const x = x0 + index * slot + (slot - barWidth) / 2;
      doc.rect(pdf.box(x, barWidth), y1 - height, barWidth, height).fill(COLOR.brand);
    }
  });
  const points = days.map((day, index) => ({
    x: pdf.box(x0 + index * slot + slot / 2, 0),
    y: y1 - ((y1 - y0) * day.clicks) / clicksTop,
  }));
  points.forEach((point, index) => {
    if (index === 0) doc.moveTo(point.x, point.y);
    else doc.lineTo(point.x, point.y);
  });
  doc.lineWidth(1.6).strokeColor(COLOR.accent).lineJoin('round').stroke();
  if (days.length <= 45) for (const point of points) doc.circle(point.x, point.y, 1.8).fill(COLOR.accent);

  const every = Math.ceil(days.length / 10);
  days.forEach((day, index) => {
    if (index % every !== 0) return;
    pdf.text(formatShortDay(day.date), x0 + index * slot + slot / 2 - 20, y1 + 5, 40, {
      size: SIZE.small,
      color: COLOR.muted,
      align: 'center',
      wrap: false,
    });
  });
  pdf.y = top + CHART_HEIGHT + 4;
}

const ROW = 17;

/** A bar chart of labelled rows, with each row's figures beside its bar (the page's gender and age cards). */
export function writeBarChart(pdf: PdfReport, chart: BarChart): void {
  const { doc, reader } = pdf;
  pdf.section(chart.title, ROW * Math.max(2, chart.rows.length + 1), chart.subtitle);
  doc.font(FONT.bold).fontSize(SIZE.table);
  const labelWidth = Math.max(60, ...chart.rows.map((row) => doc.widthOfString(row.label) + 10));
  // Each figure column as wide as its figures or its heading's longest word; the bars take the rest.
  const texts = chart.rows.map((row) =>
    chart.columns.map((column, index) => cellText(row.cells[index] ?? null, column, reader)),
  );
  const widths = chart.columns.map((column, index) => {
    doc.font(FONT.bold).fontSize(SIZE.table);
    const words = column.title.split(/\s+/).map((word) => doc.widthOfString(word));
    doc.font(FONT.regular);
    const values = texts.map((row) => doc.widthOfString(row[index] ?? ''));
    return Math.max(40, ...words, ...values) + 16;
  });
  const barRoom = Math.max(60, pdf.width - labelWidth - widths.reduce((sum, width) => sum + width, 0) - 10);
  const columnX = (index: number) =>
    pdf.left + labelWidth + barRoom + 10 + widths.slice(0, index).reduce((sum, width) => sum + width, 0);
  const color = chart.tone === 'brand' ? COLOR.brand : COLOR.accent;
  const headY = pdf.y;
  const heading = { font: FONT.bold, size: SIZE.table, color: COLOR.muted };
  // Headings wrap in their column and sit on the rule, as a table's do.
  doc.font(FONT.bold).fontSize(SIZE.table);
  const headHeight = Math.max(
    doc.heightOfString(chart.label, { width: labelWidth, lineGap: 1 }),
    ...chart.columns.map((column, index) =>
      doc.heightOfString(column.title, { width: (widths[index] ?? 0) - 4, lineGap: 1 }),
    ),
  );
  pdf.text(chart.label, pdf.left, headY + headHeight - doc.currentLineHeight(true), labelWidth, heading);
  chart.columns.forEach((column, index) => {
    const width = (widths[index] ?? 0) - 4;
    const height = doc
      .font(FONT.bold)
      .fontSize(SIZE.table)
      .heightOfString(column.title, { width, lineGap: 1 });
    pdf.text(column.title, columnX(index), headY + headHeight - height, width, {
      ...heading,
      align: 'right',
    });
  });
  pdf.y += headHeight + 4;
  pdf.rule(pdf.y - 2);
  if (chart.rows.length === 0) {
    pdf.y += pdf.text(pdf.words.noData, pdf.left, pdf.y + 2, pdf.width, {
      font: FONT.italic,
      size: SIZE.table,
      color: COLOR.muted,
    });
    pdf.y += 10;
    return;
  }
  chart.rows.forEach((row, rowIndex) => {
    const y = pdf.y;
    pdf.text(row.label, pdf.left, y + 3, labelWidth - 6, { size: SIZE.table, wrap: false });
    const length = Math.max(0, Math.min(1, row.bar)) * barRoom;
    doc.rect(pdf.box(pdf.left + labelWidth, barRoom), y + 2, barRoom, ROW - 6).fill(COLOR.stripe);
    if (length > 0) doc.rect(pdf.box(pdf.left + labelWidth, length), y + 2, length, ROW - 6).fill(color);
    chart.columns.forEach((_, index) => {
      pdf.text(texts[rowIndex]?.[index] ?? '', columnX(index), y + 3, (widths[index] ?? 0) - 4, {
        size: SIZE.table,
        align: 'right',
        wrap: false,
      });
    });
    pdf.y += ROW;
  });
  pdf.y += 8;
}
