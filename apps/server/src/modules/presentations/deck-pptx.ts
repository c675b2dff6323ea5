import PptxGenJS from 'pptxgenjs';
import type { Deck, Slide } from './deck-slides';
import {
  COLORS,
  CONTENT_TOP,
  CONTENT_WIDTH,
  cardBoxes,
  FOOTER_Y,
  MARGIN,
  row,
  titleSize,
} from './deck-theme';
import {
  barList,
  chart,
  creative,
  dataTable,
  emptyNote,
  face,
  type Pptx,
  type PptxSlide,
  tiles,
} from './pptx-parts';

/** The deck as a PowerPoint file: native text, tables and charts a client can edit. */
export async function deckPptx(deck: Deck): Promise<Buffer> {
  const pptx = new PptxGenJS();
  pptx.layout = 'LAYOUT_WIDE';
  pptx.title = deck.name;
  pptx.company = 'adcontrol';
  pptx.theme = { headFontFace: face, bodyFontFace: face };
  deck.slides.forEach((slide, index) => {
    const page = pptx.addSlide();
    if (slide.kind === 'cover') {
      cover(pptx, page, slide);
      return;
    }
    frame(pptx, page, slide.title, deck, index + 1);
    draw(pptx, page, slide);
  });
  return (await pptx.write({ outputType: 'nodebuffer', compression: true })) as Buffer;
}

function cover(pptx: Pptx, page: PptxSlide, slide: Extract<Slide, { kind: 'cover' }>) {
  page.background = { color: COLORS.navy };
  page.addShape(pptx.ShapeType.rect, { x: MARGIN, y: 2.0, w: 1.2, h: 0.08, fill: { color: COLORS.blue } });
  const text = (value: string, y: number, h: number, fontSize: number, color: string, bold = false) =>
    page.addText(value, {
      x: MARGIN,
      y,
      w: CONTENT_WIDTH,
      h,
      fontFace: face,
      fontSize,
      color,
      bold,
      margin: 0,
    });
  text(slide.title, 2.3, 0.9, 40, COLORS.white, true);
  text(slide.client, 3.25, 0.8, titleSize(slide.client) + 2, COLORS.coverMuted, true);
  text(slide.period, 4.2, 0.5, 18, COLORS.white);
  text(slide.detail, 4.7, 0.45, 15, COLORS.coverMuted);
  text(slide.preparedBy, 6.6, 0.4, 12, COLORS.coverMuted);
}

function frame(pptx: Pptx, page: PptxSlide, title: string, deck: Deck, number: number) {
  page.background = { color: COLORS.white };
  page.addText(title, {
    x: MARGIN,
    y: 0.45,
    w: CONTENT_WIDTH,
    h: 0.65,
    fontFace: face,
    fontSize: titleSize(title),
    bold: true,
    color: COLORS.navy,
    margin: 0,
  });
  page.addShape(pptx.ShapeType.rect, { x: MARGIN, y: 1.18, w: 0.9, h: 0.06, fill: { color: COLORS.blue } });
  const footer = { y: FOOTER_Y, h: 0.3, fontFace: face, fontSize: 10, color: COLORS.muted, margin: 0 };
  page.addText(deck.footer, { ...footer, x: MARGIN, w: CONTENT_WIDTH - 1.5 });
  page.addText(deck.pageLabel(number, deck.slides.length), {
    ...footer,
    x: MARGIN + CONTENT_WIDTH - 1.5,
    w: 1.5,
    align: 'right',
  });
}

function draw(pptx: Pptx, page: PptxSlide, slide: Exclude<Slide, { kind: 'cover' }>) {
  switch (slide.kind) {
    case 'kpis':
      tiles(pptx, page, slide.tiles, row(slide.tiles.length, CONTENT_TOP + 0.15, 2.0), 30);
      tiles(pptx, page, slide.more, row(slide.more.length, 4.35, 1.75, 0.3), 24);
      page.addText(slide.note, {
        x: MARGIN,
        y: 3.8,
        w: CONTENT_WIDTH,
        h: 0.4,
        fontFace: face,
        fontSize: 11,
        color: COLORS.muted,
        margin: 0,
      });
      return;
    case 'daily':
      return chart(pptx, page, slide.series, slide.legend, {
        x: MARGIN,
        y: CONTENT_TOP,
        w: CONTENT_WIDTH,
        h: 5.2,
      });
    case 'audience':
      slide.charts.forEach((bars, index) => {
        const [box] = row(2, CONTENT_TOP, 5.2, 0.5).slice(index);
        if (box) barList(pptx, page, bars, box);
      });
      return;
    case 'tables':
      slide.tables.forEach((table, index) => {
        const [box] = row(2, CONTENT_TOP, 5.2, 0.4).slice(index);
        if (box) dataTable(page, table, box, slide.empty);
      });
      return;
    case 'creatives':
      if (slide.cards.length === 0) return emptyNote(page, slide.empty);
      cardBoxes(slide.cards.length).forEach((box, index) => {
        const card = slide.cards[index];
        if (card) creative(pptx, page, card, box, slide.noImage);
      });
      return;
    case 'campaign':
      page.addText(slide.subtitle, {
        x: MARGIN + 1.1,
        y: 1.05,
        w: CONTENT_WIDTH - 1.1,
        h: 0.3,
        fontFace: face,
        fontSize: 12,
        color: COLORS.muted,
        margin: 0,
      });
      tiles(pptx, page, slide.tiles, row(slide.tiles.length, CONTENT_TOP, 1.35), 22);
      return chart(pptx, page, slide.series, slide.legend, { x: MARGIN, y: 3.1, w: CONTENT_WIDTH, h: 3.7 });
    case 'summary':
      tiles(pptx, page, slide.tiles.slice(0, 3), row(3, CONTENT_TOP, 1.6, 0.3), 24);
      tiles(pptx, page, slide.tiles.slice(3), row(3, CONTENT_TOP + 1.85, 1.6, 0.3), 24);
      page.addText(slide.closing, {
        x: MARGIN,
        y: 5.4,
        w: CONTENT_WIDTH,
        h: 0.9,
        fontFace: face,
        fontSize: 32,
        bold: true,
        color: COLORS.blue,
        align: 'center',
        margin: 0,
      });
      return;
  }
}
