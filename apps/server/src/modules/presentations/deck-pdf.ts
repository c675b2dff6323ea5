import PDFDocument from 'pdfkit';
import type { Bars, CreativeCard, Deck, Slide, Table, Tile } from './deck-slides';
import {
  type Box,
  COLORS,
  CONTENT_TOP,
  CONTENT_WIDTH,
  cardBoxes,
  contain,
  FONT,
  FOOTER_Y,
  MARGIN,
  PAGE,
  row,
  titleSize,
  valueSize,
} from './deck-theme';
import { drawDailyChart } from './pdf-chart';

type Doc = PDFKit.PDFDocument;
/** The theme is in inches; PDF points are 1/72 inch. */
const PT = 72;
const hex = (color: string) => `#${color}`;

interface TextStyle {
  size: number;
  color: string;
  bold?: boolean;
  align?: 'left' | 'center' | 'right';
  /** Shrinks the size until the longest line fits the width. */
  fit?: boolean;
  valign?: 'top' | 'middle';
}

/** Text inside a box given in inches, on one line per `\n`, cut with an ellipsis rather than wrapped. */
function text(doc: Doc, value: string, box: Box, style: TextStyle) {
  const font = style.bold ? FONT.pdfBold : FONT.pdf;
  doc.font(font);
  let size = style.size;
  const lines = value.split('\n');
  if (style.fit) {
    const widest = () => Math.max(...lines.map((line) => doc.fontSize(size).widthOfString(line)));
    while (size > 8 && widest() > box.w * PT) size -= 1;
  }
  doc.fontSize(size).fillColor(hex(style.color));
  const height = lines.length * size * 1.2;
  const top = style.valign === 'middle' ? box.y * PT + (box.h * PT - height) / 2 : box.y * PT;
  lines.forEach((line, index) => {
    doc.text(line, box.x * PT, top + index * size * 1.2, {
      width: box.w * PT,
      align: style.align ?? 'left',
      lineBreak: false,
      ellipsis: true,
      height: size * 1.3,
    });
  });
}

function rect(doc: Doc, box: Box, fill: string, stroke?: string) {
  doc.rect(box.x * PT, box.y * PT, box.w * PT, box.h * PT);
  if (stroke) doc.lineWidth(0.75).fillAndStroke(hex(fill), hex(stroke));
  else doc.fill(hex(fill));
}

/** The deck as a PDF of 16:9 pages, drawn as the PPTX is laid out. */
export function deckPdf(deck: Deck, generatedAt: Date): Promise<Buffer> {
  const doc = new PDFDocument({
    size: [PAGE.width * PT, PAGE.height * PT],
    margin: 0,
    autoFirstPage: false,
    info: { Title: deck.name, Author: 'adcontrol', CreationDate: generatedAt },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  deck.slides.forEach((slide, index) => {
    doc.addPage();
    if (slide.kind === 'cover') {
      cover(doc, slide);
      return;
    }
    frame(doc, slide.title, deck, index + 1);
    draw(doc, slide, deck);
  });
  doc.end();
  return done;
}

function cover(doc: Doc, slide: Extract<Slide, { kind: 'cover' }>) {
  rect(doc, { x: 0, y: 0, w: PAGE.width, h: PAGE.height }, COLORS.navy);
  rect(doc, { x: MARGIN, y: 2.0, w: 1.2, h: 0.08 }, COLORS.blue);
  const line = (value: string, y: number, size: number, color: string, bold = false) =>
    text(doc, value, { x: MARGIN, y, w: CONTENT_WIDTH, h: 1 }, { size, color, bold, fit: true });
  line(slide.title, 2.4, 40, COLORS.white, true);
  line(slide.client, 3.35, titleSize(slide.client) + 2, COLORS.coverMuted, true);
  line(slide.period, 4.3, 18, COLORS.white);
  line(slide.detail, 4.75, 15, COLORS.coverMuted);
  line(slide.preparedBy, 6.7, 12, COLORS.coverMuted);
}

function frame(doc: Doc, title: string, deck: Deck, number: number) {
  text(
    doc,
    title,
    { x: MARGIN, y: 0.5, w: CONTENT_WIDTH, h: 0.6 },
    {
      size: titleSize(title),
      color: COLORS.navy,
      bold: true,
      fit: true,
    },
  );
  rect(doc, { x: MARGIN, y: 1.18, w: 0.9, h: 0.06 }, COLORS.blue);
  const footer = { size: 10, color: COLORS.muted };
  text(doc, deck.footer, { x: MARGIN, y: FOOTER_Y + 0.05, w: CONTENT_WIDTH - 1.5, h: 0.3 }, footer);
  text(
    doc,
    deck.pageLabel(number, deck.slides.length),
    { x: MARGIN + CONTENT_WIDTH - 1.5, y: FOOTER_Y + 0.05, w: 1.5, h: 0.3 },
    { ...footer, align: 'right' },
  );
}

function draw(doc: Doc, slide: Exclude<Slide, { kind: 'cover' }>, deck: Deck) {
  const chartBox = (y: number, h: number): Box => ({ x: MARGIN, y, w: CONTENT_WIDTH, h });
  switch (slide.kind) {
    case 'kpis':
      tiles(doc, slide.tiles, row(slide.tiles.length, CONTENT_TOP + 0.15, 2.0), 30);
      tiles(doc, slide.more, row(slide.more.length, 4.35, 1.75, 0.3), 24);
      text(
        doc,
        slide.note,
        { x: MARGIN, y: 3.85, w: CONTENT_WIDTH, h: 0.4 },
        { size: 11, color: COLORS.muted },
      );
      return;
    case 'daily':
      return drawDailyChart(doc, slide.series, slide.legend, chartBox(CONTENT_TOP, 5.2), deck.count);
    case 'audience':
      slide.charts.forEach((bars, index) => {
        const box = row(2, CONTENT_TOP, 5.2, 0.5)[index];
        if (box) barList(doc, bars, box);
      });
      return;
    case 'tables':
      slide.tables.forEach((table, index) => {
        const box = row(2, CONTENT_TOP, 5.2, 0.4)[index];
        if (box) dataTable(doc, table, box, slide.empty);
      });
      return;
    case 'creatives':
      if (slide.cards.length === 0) {
        text(
          doc,
          slide.empty,
          { x: MARGIN, y: CONTENT_TOP, w: CONTENT_WIDTH, h: 0.5 },
          { size: 14, color: COLORS.muted },
        );
        return;
      }
      cardBoxes(slide.cards.length).forEach((box, index) => {
        const card = slide.cards[index];
        if (card) creative(doc, card, box, slide.noImage);
      });
      return;
    case 'campaign':
      text(
        doc,
        slide.subtitle,
        { x: MARGIN + 1.1, y: 1.1, w: CONTENT_WIDTH - 1.1, h: 0.3 },
        { size: 12, color: COLORS.muted },
      );
      tiles(doc, slide.tiles, row(slide.tiles.length, CONTENT_TOP, 1.35), 22);
      return drawDailyChart(doc, slide.series, slide.legend, chartBox(3.1, 3.7), deck.count);
    case 'summary':
      tiles(doc, slide.tiles.slice(0, 3), row(3, CONTENT_TOP, 1.6, 0.3), 24);
      tiles(doc, slide.tiles.slice(3), row(3, CONTENT_TOP + 1.85, 1.6, 0.3), 24);
      text(
        doc,
        slide.closing,
        { x: MARGIN, y: 5.6, w: CONTENT_WIDTH, h: 0.9 },
        {
          size: 32,
          color: COLORS.blue,
          bold: true,
          align: 'center',
        },
      );
      return;
  }
}

function tiles(doc: Doc, items: Tile[], boxes: Box[], size: number) {
  items.forEach((tile, index) => {
    const box = boxes[index];
    if (!box) return;
    rect(doc, box, COLORS.panel, COLORS.line);
    rect(doc, { x: box.x, y: box.y, w: 0.07, h: box.h }, COLORS.blue);
    const inner = { x: box.x + 0.25, w: box.w - 0.4 };
    text(doc, tile.label, { ...inner, y: box.y + 0.2, h: 0.35 }, { size: 13, color: COLORS.muted });
    text(
      doc,
      tile.value,
      { ...inner, y: box.y + 0.55, h: box.h - (tile.note ? 0.95 : 0.7) },
      {
        size: valueSize(tile.value, size),
        color: COLORS.navy,
        bold: true,
        fit: true,
        valign: 'middle',
      },
    );
    if (tile.note) {
      text(doc, tile.note, { ...inner, y: box.y + box.h - 0.4, h: 0.3 }, { size: 11, color: COLORS.muted });
    }
  });
}

function barList(doc: Doc, bars: Bars, box: Box) {
  text(
    doc,
    bars.title,
    { x: box.x, y: box.y, w: box.w, h: 0.4 },
    { size: 16, color: COLORS.navy, bold: true },
  );
  const top = Math.max(...bars.values, 1);
  text(doc, bars.legend, { x: box.x, y: box.y + 0.42, w: box.w, h: 0.3 }, { size: 11, color: COLORS.muted });
  const rowHeight = Math.min(0.62, (box.h - 0.8) / Math.max(bars.labels.length, 1));
  const labelWidth = 1.2;
  const barWidth = box.w - labelWidth - 2.1;
  bars.labels.forEach((label, index) => {
    const y = box.y + 0.8 + index * rowHeight;
    const h = rowHeight * 0.8;
    text(
      doc,
      label,
      { x: box.x, y, w: labelWidth - 0.1, h },
      { size: 12, color: COLORS.text, valign: 'middle' },
    );
    rect(doc, { x: box.x + labelWidth, y, w: barWidth, h }, COLORS.panel);
    const w = (barWidth * (bars.values[index] ?? 0)) / top;
    if (w > 0.01) rect(doc, { x: box.x + labelWidth, y, w, h }, COLORS.blue);
    text(
      doc,
      bars.notes[index] ?? '',
      { x: box.x + labelWidth + barWidth + 0.1, y, w: 2.0, h },
      {
        size: 11,
        color: COLORS.muted,
        valign: 'middle',
      },
    );
  });
}

function dataTable(doc: Doc, table: Table, box: Box, empty: string) {
  text(
    doc,
    table.title,
    { x: box.x, y: box.y, w: box.w, h: 0.4 },
    { size: 16, color: COLORS.navy, bold: true },
  );
  if (table.rows.length === 0) {
    text(doc, empty, { x: box.x, y: box.y + 0.6, w: box.w, h: 0.4 }, { size: 12, color: COLORS.muted });
    return;
  }
  const widths = [box.w - 3 * 1.15, 1.15, 1.15, 1.15];
  const rowHeight = 0.42;
  const line = (cells: string[], y: number, fill: string, color: string, bold: boolean) => {
    rect(doc, { x: box.x, y, w: box.w, h: rowHeight }, fill, COLORS.line);
    let x = box.x;
    cells.forEach((cell, column) => {
      const w = widths[column] ?? 1;
      text(
        doc,
        cell,
        { x: x + 0.08, y, w: w - 0.16, h: rowHeight },
        {
          size: 11,
          color,
          bold,
          align: column === 0 ? 'left' : 'right',
          valign: 'middle',
        },
      );
      x += w;
    });
  };
  line(table.header, box.y + 0.55, COLORS.navy, COLORS.white, true);
  table.rows.forEach((cells, index) => {
    line(
      cells,
      box.y + 0.55 + (index + 1) * rowHeight,
      index % 2 === 0 ? COLORS.white : COLORS.panel,
      COLORS.text,
      false,
    );
  });
}

function creative(doc: Doc, card: CreativeCard, box: Box, noImage: string) {
  rect(doc, box, COLORS.white, COLORS.line);
  const picture: Box = { x: box.x + 0.1, y: box.y + 0.1, w: box.w - 0.2, h: 1.45 };
  rect(doc, picture, COLORS.panel);
  if (card.thumbnail) {
    const fitted = contain(picture, card.thumbnail.width, card.thumbnail.height);
    doc.image(card.thumbnail.data, fitted.x * PT, fitted.y * PT, {
      width: fitted.w * PT,
      height: fitted.h * PT,
    });
  } else {
    text(doc, noImage, picture, { size: 11, color: COLORS.muted, align: 'center', valign: 'middle' });
  }
  const inner = { x: box.x + 0.15, w: box.w - 0.3 };
  text(
    doc,
    card.name,
    { ...inner, y: box.y + 1.62, h: 0.3 },
    { size: 12, color: COLORS.navy, bold: true, fit: true },
  );
  text(doc, card.campaign, { ...inner, y: box.y + 1.89, h: 0.25 }, { size: 10, color: COLORS.muted });
  text(doc, card.ctr, { ...inner, y: box.y + 2.13, h: 0.3 }, { size: 13, color: COLORS.blue, bold: true });
  text(
    doc,
    card.impressions,
    { ...inner, y: box.y + 2.15, h: 0.3 },
    { size: 10, color: COLORS.muted, align: 'right' },
  );
}
