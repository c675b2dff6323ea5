import PDFDocument from 'pdfkit';
import type { ReportDocument } from './report-document';
import type { Cell } from './report-tables';
import type { ReportTexts } from './report-texts';

const MARGIN = 48;

/** The report as an A4 PDF: a title, the totals, then each table as aligned columns. */
export function reportPdf(report: ReportDocument, text: ReportTexts): Promise<Buffer> {
  const document = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: text.title(report.name), Author: 'adcontrol', CreationDate: report.generatedAt },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
  });

  document.font('Helvetica-Bold').fontSize(18).text(report.name);
  document.font('Helvetica').fontSize(10).moveDown(0.3);
  document.text(report.caption);
  const { impressions, clicks, ctr } = report.totals;
  document.text(`${text.impressions} ${impressions} · ${text.clicks} ${clicks} · ${text.ctr} ${ctr}`);
  document.moveDown();

  for (const { title, header, rows } of report.tables) table(document, title, header, rows);
  document.end();
  return done;
}

function table(document: PDFKit.PDFDocument, title: string, header: Cell[], rows: Cell[][]) {
  const width = (document.page.width - 2 * MARGIN) / header.length;
  const line = (cells: Cell[]) => {
    if (document.y > document.page.height - MARGIN - 20) document.addPage();
    const y = document.y;
    cells.forEach((cell, index) => {
      document.text(String(cell), MARGIN + index * width, y, {
        width: width - 6,
        align: typeof cell === 'number' ? 'right' : 'left',
        lineBreak: false,
        ellipsis: true,
      });
    });
    document.x = MARGIN;
    document.moveDown(0.2);
  };
  document.font('Helvetica-Bold').fontSize(12).text(title, MARGIN);
  document.fontSize(9);
  line(header);
  document.font('Helvetica');
  for (const row of rows) line(row);
  document.moveDown();
}
