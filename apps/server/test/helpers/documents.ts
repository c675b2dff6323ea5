import ExcelJS from 'exceljs';

/** The smallest PDF: a catalogue with no pages. */
export const pdf = () =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  );

/** A workbook of one sheet, `sheet`, holding a header row. */
export async function xlsx(sheet: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet(sheet).addRow(['concepto', 'monto']).commit();
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
