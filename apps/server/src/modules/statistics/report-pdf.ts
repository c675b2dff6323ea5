import { cellText } from '../../reports/cells';
import { writeBarChart, writeDailyChart } from '../../reports/pdf/charts';
import { PdfReport } from '../../reports/pdf/document';
import { writeTable } from '../../reports/pdf/table';
import type { Reader } from '../../reports/table';
import type { ReportDocument } from './report-document';

/**
 * The report as an A4 PDF of the product's layout: the key figures, the campaign page's charts (daily delivery,
 * gender, age) drawn as vectors, then every table.
 */
export function reportPdf(report: ReportDocument, reader: Reader): Promise<Buffer> {
  const pdf = new PdfReport(report.heading, reader);
  pdf.figures(
    report.figures.map((figure) => ({
      label: figure.label,
      value: cellText(figure.value, figure.column, reader),
    })),
  );
  if (report.lead) writeTable(pdf, report.lead);
  writeDailyChart(pdf, report.daily);
  for (const chart of report.bars) writeBarChart(pdf, chart);
  for (const table of report.tables) writeTable(pdf, table);
  return pdf.end();
}
