import type PptxGenJS from 'pptxgenjs';
import type { Bars, CreativeCard, Series, Table, Tile } from './deck-slides';
import { type Box, COLORS, CONTENT_TOP, CONTENT_WIDTH, contain, FONT, MARGIN, valueSize } from './deck-theme';

// The building blocks the deck's PowerPoint slides are drawn with (deck-pptx.ts lays them out).
export type PptxSlide = PptxGenJS.Slide;
export type Pptx = InstanceType<typeof PptxGenJS>;
export const face = FONT.pptx;

/** Figures in panels, a value per panel, shrunk to fit. */
export function tiles(pptx: Pptx, page: PptxSlide, items: Tile[], boxes: Box[], size: number) {
  items.forEach((tile, index) => {
    const box = boxes[index];
    if (!box) return;
    page.addShape(pptx.ShapeType.rect, {
      ...box,
      fill: { color: COLORS.panel },
      line: { color: COLORS.line },
    });
    page.addShape(pptx.ShapeType.rect, {
      x: box.x,
      y: box.y,
      w: 0.07,
      h: box.h,
      fill: { color: COLORS.blue },
    });
    const inner = { x: box.x + 0.25, w: box.w - 0.4, fontFace: face, margin: 0 };
    page.addText(tile.label, { ...inner, y: box.y + 0.18, h: 0.35, fontSize: 13, color: COLORS.muted });
    page.addText(tile.value, {
      ...inner,
      y: box.y + 0.55,
      h: box.h - (tile.note ? 0.95 : 0.7),
      fontSize: valueSize(tile.value, size),
      bold: true,
      color: COLORS.navy,
      valign: 'middle',
      fit: 'shrink',
    });
    if (tile.note) {
      page.addText(tile.note, {
        ...inner,
        y: box.y + box.h - 0.42,
        h: 0.3,
        fontSize: 11,
        color: COLORS.muted,
      });
    }
  });
}

/** Impressions as columns and clicks as a line on an axis of their own, as a native chart the client can edit. */
export function chart(pptx: Pptx, page: PptxSlide, series: Series, legend: [string, string], box: Box) {
  const axis = { fontFace: face, fontSize: 10, color: COLORS.muted };
  const types: PptxGenJS.IChartMulti[] = [
    {
      type: pptx.ChartType.bar,
      data: [{ name: legend[0], labels: series.labels, values: series.impressions }],
      options: { barDir: 'col', chartColors: [COLORS.blue], barGapWidthPct: 40 },
    },
    {
      type: pptx.ChartType.line,
      data: [{ name: legend[1], labels: series.labels, values: series.clicks }],
      options: {
        chartColors: [COLORS.orange],
        lineSize: 2.5,
        lineDataSymbol: 'circle',
        lineDataSymbolSize: 5,
        secondaryValAxis: true,
        secondaryCatAxis: true,
      },
    },
  ];
  const options: PptxGenJS.IChartOpts = {
    ...box,
    showLegend: true,
    legendPos: 't',
    legendFontFace: face,
    legendFontSize: 11,
    valAxes: [
      {
        valAxisLabelFontFace: face,
        valAxisLabelFontSize: 10,
        valAxisLabelColor: axis.color,
        valAxisLabelFormatCode: '#,##0',
        valGridLine: { color: COLORS.line, size: 1 },
      },
      {
        valAxisLabelFontFace: face,
        valAxisLabelFontSize: 10,
        valAxisLabelColor: COLORS.orange,
        valAxisLabelFormatCode: '#,##0',
        valGridLine: { style: 'none' },
      },
    ],
    catAxes: [
      { catAxisLabelFontFace: face, catAxisLabelFontSize: 10, catAxisLabelColor: axis.color },
      { catAxisHidden: true },
    ],
  };
  // A chart of several types takes its options in place of the data (pptxgenjs's `addChartDefinition`).
  page.addChart(types as never, options as unknown as unknown[]);
}

export function barList(pptx: Pptx, page: PptxSlide, bars: Bars, box: Box) {
  page.addText(bars.title, {
    x: box.x,
    y: box.y,
    w: box.w,
    h: 0.4,
    fontFace: face,
    fontSize: 16,
    bold: true,
    color: COLORS.navy,
    margin: 0,
  });
  const top = Math.max(...bars.values, 1);
  page.addText(bars.legend, {
    x: box.x,
    y: box.y + 0.4,
    w: box.w,
    h: 0.3,
    fontFace: face,
    fontSize: 11,
    color: COLORS.muted,
    margin: 0,
  });
  const rowHeight = Math.min(0.62, (box.h - 0.8) / Math.max(bars.labels.length, 1));
  const labelWidth = 1.2;
  const barWidth = box.w - labelWidth - 2.1;
  bars.labels.forEach((label, index) => {
    const y = box.y + 0.8 + index * rowHeight;
    const text = {
      y,
      h: rowHeight * 0.8,
      fontFace: face,
      fontSize: 12,
      margin: 0,
      valign: 'middle' as const,
    };
    page.addText(label, { ...text, x: box.x, w: labelWidth - 0.1, color: COLORS.text });
    page.addShape(pptx.ShapeType.rect, {
      x: box.x + labelWidth,
      y,
      w: barWidth,
      h: rowHeight * 0.8,
      fill: { color: COLORS.panel },
    });
    const w = (barWidth * (bars.values[index] ?? 0)) / top;
    if (w > 0.01) {
      page.addShape(pptx.ShapeType.rect, {
        x: box.x + labelWidth,
        y,
        w,
        h: rowHeight * 0.8,
        fill: { color: COLORS.blue },
      });
    }
    page.addText(bars.notes[index] ?? '', {
      ...text,
      x: box.x + labelWidth + barWidth + 0.1,
      w: 2.0,
      fontSize: 11,
      color: COLORS.muted,
    });
  });
}

export function dataTable(page: PptxSlide, table: Table, box: Box, empty: string) {
  page.addText(table.title, {
    x: box.x,
    y: box.y,
    w: box.w,
    h: 0.4,
    fontFace: face,
    fontSize: 16,
    bold: true,
    color: COLORS.navy,
    margin: 0,
  });
  if (table.rows.length === 0) {
    page.addText(empty, {
      x: box.x,
      y: box.y + 0.6,
      w: box.w,
      h: 0.4,
      fontFace: face,
      fontSize: 12,
      color: COLORS.muted,
      margin: 0,
    });
    return;
  }
  const cell = (text: string, column: number, options: PptxGenJS.TableCellProps = {}) => ({
    text,
    options: { align: column === 0 ? ('left' as const) : ('right' as const), ...options },
  });
  const header = table.header.map((text, column) =>
    cell(text, column, { bold: true, color: COLORS.white, fill: { color: COLORS.navy } }),
  );
  const rows = table.rows.map((values, index) =>
    values.map((text, column) =>
      cell(text, column, {
        fill: { color: index % 2 === 0 ? COLORS.white : COLORS.panel },
        color: COLORS.text,
      }),
    ),
  );
  const first = box.w - 3 * 1.15;
  page.addTable([header, ...rows], {
    x: box.x,
    y: box.y + 0.55,
    w: box.w,
    colW: [first, 1.15, 1.15, 1.15],
    rowH: 0.42,
    fontFace: face,
    fontSize: 11,
    valign: 'middle',
    border: { type: 'solid', pt: 0.5, color: COLORS.line },
    margin: [0, 0.08, 0, 0.08],
  });
}

export function creative(pptx: Pptx, page: PptxSlide, card: CreativeCard, box: Box, noImage: string) {
  page.addShape(pptx.ShapeType.rect, { ...box, fill: { color: COLORS.white }, line: { color: COLORS.line } });
  const picture: Box = { x: box.x + 0.1, y: box.y + 0.1, w: box.w - 0.2, h: 1.45 };
  page.addShape(pptx.ShapeType.rect, { ...picture, fill: { color: COLORS.panel } });
  if (card.thumbnail) {
    const fitted = contain(picture, card.thumbnail.width, card.thumbnail.height);
    page.addImage({ data: `data:image/jpeg;base64,${card.thumbnail.data.toString('base64')}`, ...fitted });
  } else {
    page.addText(noImage, { ...picture, align: 'center', fontFace: face, fontSize: 11, color: COLORS.muted });
  }
  const inner = { x: box.x + 0.15, w: box.w - 0.3, fontFace: face, margin: 0 };
  page.addText(card.name, {
    ...inner,
    y: box.y + 1.6,
    h: 0.3,
    fontSize: 12,
    bold: true,
    color: COLORS.navy,
    fit: 'shrink',
  });
  page.addText(card.campaign, { ...inner, y: box.y + 1.86, h: 0.25, fontSize: 10, color: COLORS.muted });
  page.addText(card.ctr, { ...inner, y: box.y + 2.1, h: 0.3, fontSize: 13, bold: true, color: COLORS.blue });
  page.addText(card.impressions, {
    ...inner,
    y: box.y + 2.1,
    h: 0.3,
    fontSize: 10,
    color: COLORS.muted,
    align: 'right',
  });
}

export function emptyNote(page: PptxSlide, text: string) {
  page.addText(text, {
    x: MARGIN,
    y: CONTENT_TOP,
    w: CONTENT_WIDTH,
    h: 0.5,
    fontFace: face,
    fontSize: 14,
    color: COLORS.muted,
    margin: 0,
  });
}
