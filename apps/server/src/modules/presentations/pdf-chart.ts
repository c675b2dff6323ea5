import type { Series } from './deck-slides';
import { type Box, COLORS, FONT } from './deck-theme';

type Doc = PDFKit.PDFDocument;
const PT = 72;
const hex = (color: string) => `#${color}`;

/** A round top for an axis: 1, 2, 2.5 or 5 times a power of ten, at or above `value`. */
export function niceMax(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 2.5, 5, 10].find((factor) => factor * power >= value) ?? 10;
  return step * power;
}

/**
 * The daily chart drawn as vectors, as the PPTX's native chart shows it: impressions as columns on the left
 * axis, clicks as a line on the right axis, a legend on top and at most about twelve day labels.
 */
export function drawDailyChart(
  doc: Doc,
  series: Series,
  legend: [string, string],
  box: Box,
  count: (n: number) => string,
) {
  const x0 = box.x * PT + 62;
  const x1 = (box.x + box.w) * PT - 50;
  const y0 = box.y * PT + 34;
  const y1 = (box.y + box.h) * PT - 26;
  const impressionsTop = niceMax(Math.max(...series.impressions, 0));
  const clicksTop = niceMax(Math.max(...series.clicks, 0));
  const ticks = 4;

  legendItem(doc, legend[0], COLORS.blue, (box.x + box.w / 2) * PT - 130, box.y * PT + 4, false);
  legendItem(doc, legend[1], COLORS.orange, (box.x + box.w / 2) * PT + 20, box.y * PT + 4, true);

  doc.font(FONT.pdf).fontSize(8);
  for (let tick = 0; tick <= ticks; tick += 1) {
    const y = y1 - ((y1 - y0) * tick) / ticks;
    doc.moveTo(x0, y).lineTo(x1, y).lineWidth(0.5).strokeColor(hex(COLORS.line)).stroke();
    doc.fillColor(hex(COLORS.muted)).text(count((impressionsTop * tick) / ticks), x0 - 60, y - 4, {
      width: 54,
      align: 'right',
      lineBreak: false,
    });
    doc.fillColor(hex(COLORS.orange)).text(count((clicksTop * tick) / ticks), x1 + 6, y - 4, {
      width: 44,
      align: 'left',
      lineBreak: false,
    });
  }

  const days = series.labels.length;
  if (days === 0) return;
  const slot = (x1 - x0) / days;
  const barWidth = Math.max(1, slot * 0.62);
  series.impressions.forEach((value, index) => {
    const h = ((y1 - y0) * value) / impressionsTop;
    if (h > 0)
      doc.rect(x0 + index * slot + (slot - barWidth) / 2, y1 - h, barWidth, h).fill(hex(COLORS.blue));
  });

  const points = series.clicks.map((value, index) => ({
    x: x0 + index * slot + slot / 2,
    y: y1 - ((y1 - y0) * value) / clicksTop,
  }));
  for (const [index, point] of points.entries()) {
    if (index === 0) doc.moveTo(point.x, point.y);
    else doc.lineTo(point.x, point.y);
  }
  doc.lineWidth(2).strokeColor(hex(COLORS.orange)).lineJoin('round').stroke();
  if (days <= 62) for (const point of points) doc.circle(point.x, point.y, 2.4).fill(hex(COLORS.orange));

  const every = Math.ceil(days / 12);
  doc.font(FONT.pdf).fontSize(8).fillColor(hex(COLORS.muted));
  series.labels.forEach((label, index) => {
    if (index % every !== 0) return;
    doc.text(label, x0 + index * slot + slot / 2 - 30, y1 + 6, {
      width: 60,
      align: 'center',
      lineBreak: false,
    });
  });
}

function legendItem(doc: Doc, label: string, color: string, x: number, y: number, isLine: boolean) {
  if (isLine) doc.rect(x, y + 4, 18, 2.5).fill(hex(color));
  else doc.rect(x + 3, y, 12, 10).fill(hex(color));
  doc
    .font(FONT.pdf)
    .fontSize(10)
    .fillColor(hex(COLORS.text))
    .text(label, x + 24, y, { lineBreak: false });
}
