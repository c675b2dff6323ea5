import { formatDay, formatInstantIn } from '@adcontrol/domain/format/format';
import PDFDocument from 'pdfkit';
import type { FileHeading, Reader } from '../table';
import { drawLogo } from './logo';
import { COLOR, CONTENT_BOTTOM, CONTENT_TOP, CONTENT_WIDTH, FONT, MARGIN, PAGE, SIZE } from './theme';
import { LAYOUT_WORDS, type LayoutWords } from './words';

type Align = 'left' | 'right' | 'center';

/**
 * One PDF of the product's single layout (decision 054): every page has a running header with the logo and a
 * footer with "generated at" and "page N of M"; the first page opens with the title, the subject, the advertiser
 * and the period. Content is placed by hand from the top down (`y`), so nothing breaks a page but `ensure`.
 *
 * Coordinates are logical: `x` counts from the side a line starts on. Right to left, `box` mirrors them and
 * `align` swaps left and right, so every writer (tables, charts) lays itself out once for both directions.
 */
export class PdfReport {
  readonly doc: PDFKit.PDFDocument;
  readonly words: LayoutWords;
  readonly left = MARGIN;
  readonly width = CONTENT_WIDTH;
  readonly bottom = CONTENT_BOTTOM;
  y = CONTENT_TOP;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<Buffer>;

  constructor(
    readonly heading: FileHeading,
    readonly reader: Reader,
  ) {
    this.words = LAYOUT_WORDS[reader.language];
    const subject = heading.subject ? ` – ${heading.subject}` : '';
    this.doc = new PDFDocument({
      size: 'A4',
      // Placed by hand: no margin of pdfkit's may start a page of its own.
      margin: 0,
      bufferPages: true,
      lang: reader.language,
      displayTitle: true,
      info: {
        Title: `${heading.title}${subject}`,
        Author: 'adcontrol',
        CreationDate: heading.generatedAt,
      },
    });
    this.done = new Promise<Buffer>((resolve, reject) => {
      this.doc.on('data', (chunk: Buffer) => this.chunks.push(chunk));
      this.doc.on('end', () => resolve(Buffer.concat(this.chunks)));
      this.doc.on('error', reject);
    });
    this.runningHeader();
    this.openingHeading();
  }

  get isRtl(): boolean {
    return this.reader.direction === 'rtl';
  }

  /** The page's x of a logical box that starts `x` points from the line's start and is `width` wide. */
  box(x: number, width: number): number {
    return this.isRtl ? PAGE.width - x - width : x;
  }

  /** A logical alignment as drawn: the start and end of a line swap sides right to left. */
  align(align: Align): Align {
    if (!this.isRtl || align === 'center') return align;
    return align === 'left' ? 'right' : 'left';
  }

  /** Text in a logical box: `x` from the line's start, wrapped to `width`. Answers its height. */
  text(
    value: string,
    x: number,
    y: number,
    width: number,
    options: { font?: string; size?: number; color?: string; align?: Align; wrap?: boolean } = {},
  ): number {
    const { doc } = this;
    doc
      .font(options.font ?? FONT.regular)
      .fontSize(options.size ?? SIZE.body)
      .fillColor(options.color ?? COLOR.text);
    const settings = {
      width,
      align: this.align(options.align ?? 'left'),
      lineBreak: options.wrap !== false,
      lineGap: 1,
      ...(options.wrap === false ? { ellipsis: true, height: doc.currentLineHeight(true) } : {}),
    };
    const height = doc.heightOfString(value, settings);
    doc.text(value, this.box(x, width), y, settings);
    return options.wrap === false ? doc.currentLineHeight(true) : height;
  }

  /** A horizontal rule across the content, or a part of it. */
  rule(y: number, color = COLOR.rule, x = this.left, width = this.width, weight = 0.6): void {
    this.doc
      .moveTo(this.box(x, width), y)
      .lineTo(this.box(x, width) + width, y)
      .lineWidth(weight)
      .strokeColor(color)
      .stroke();
  }

  /** Starts a new page when fewer than `height` points are left on this one. */
  ensure(height: number): void {
    if (this.y + height > this.bottom) this.newPage();
  }

  newPage(): void {
    this.doc.addPage({ size: 'A4', margin: 0 });
    this.y = CONTENT_TOP;
    this.runningHeader();
  }

  /** A section's heading, kept with the first `keep` points of what follows it. */
  section(title: string, keep = 60, subtitle?: string): void {
    this.ensure(28 + keep);
    this.y += 8;
    this.y += this.text(title, this.left, this.y, this.width, { font: FONT.bold, size: SIZE.section });
    if (subtitle) {
      this.y += this.text(subtitle, this.left, this.y + 1, this.width, {
        size: SIZE.small,
        color: COLOR.muted,
      });
    }
    this.y += 6;
  }

  /** The key figures as tiles in a row: a label over a large value. */
  figures(items: { label: string; value: string }[]): void {
    if (items.length === 0) return;
    const gap = 10;
    const width = (this.width - gap * (items.length - 1)) / items.length;
    const height = 46;
    this.ensure(height + 10);
    items.forEach((item, index) => {
      const x = this.left + index * (width + gap);
      this.doc.roundedRect(this.box(x, width), this.y, width, height, 4).fill(COLOR.headerFill);
      this.text(item.label, x + 10, this.y + 8, width - 20, {
        size: SIZE.small,
        color: COLOR.muted,
        wrap: false,
      });
      this.text(item.value, x + 10, this.y + 21, width - 20, { font: FONT.bold, size: 15, wrap: false });
    });
    this.y += height + 12;
  }

  /** A line of muted words, such as a note under a table. */
  note(value: string): void {
    this.ensure(16);
    this.y += this.text(value, this.left, this.y, this.width, { font: FONT.italic, color: COLOR.muted });
    this.y += 4;
  }

  /** The finished file, with every page's footer. */
  async end(): Promise<Buffer> {
    const { doc } = this;
    const { start, count } = doc.bufferedPageRange();
    const generated = this.words.generatedAt(
      formatInstantIn(this.heading.generatedAt, this.reader.language, this.reader.timeZone),
    );
    for (let index = start; index < start + count; index += 1) {
      doc.switchToPage(index);
      const y = PAGE.height - 34;
      this.rule(y - 8);
      const half = this.width / 2;
      this.text(generated, this.left, y, half, { size: SIZE.small, color: COLOR.muted, wrap: false });
      this.text(this.words.page(index - start + 1, count), this.left + half, y, half, {
        size: SIZE.small,
        color: COLOR.muted,
        align: 'right',
        wrap: false,
      });
    }
    doc.end();
    return this.done;
  }

  /** The band on top of every page: the logo at the start, the report's title and subject at the end. */
  private runningHeader(): void {
    const y = 24;
    const logo = 18;
    this.doc.font(FONT.bold).fontSize(logo * 0.62);
    const logoWidth = logo + logo * 0.3 + this.doc.widthOfString('adcontrol');
    drawLogo(this.doc, this.box(this.left, logoWidth), y, logo, this.isRtl);
    const { title, subject } = this.heading;
    const room = this.width - logoWidth - 16;
    const label = subject ? `${title} · ${subject}` : title;
    this.text(label, this.left + logoWidth + 16, y + 5, room, {
      size: SIZE.small,
      color: COLOR.muted,
      align: 'right',
      wrap: false,
    });
    this.rule(y + logo + 9);
  }

  /** The first page's heading: title, subject, then the advertiser and the period. */
  private openingHeading(): void {
    const { title, subject, advertiser, period } = this.heading;
    this.y += this.text(title, this.left, this.y, this.width, { font: FONT.bold, size: SIZE.title });
    if (subject) {
      this.y += 2;
      this.y += this.text(subject, this.left, this.y, this.width, { font: FONT.bold, size: SIZE.subject });
    }
    this.y += 6;
    const lines: [string, string][] = [];
    if (advertiser) lines.push([this.words.advertiser, advertiser]);
    if (period) {
      const days = `${formatDay(period.start)} – ${formatDay(period.end)}`;
      lines.push([this.words.period, `${days} (${this.words.networkDays})`]);
    }
    this.doc.font(FONT.bold).fontSize(SIZE.body);
    const labelWidth = Math.max(0, ...lines.map(([label]) => this.doc.widthOfString(label))) + 10;
    for (const [label, value] of lines) {
      this.text(label, this.left, this.y, labelWidth, { font: FONT.bold, color: COLOR.muted, wrap: false });
      this.y += this.text(value, this.left + labelWidth, this.y, this.width - labelWidth);
      this.y += 2;
    }
    this.y += 10;
  }
}
