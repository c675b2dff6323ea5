import type { Currency, Language } from '@adcontrol/domain/shared/enums';

/**
 * The one model every downloadable file is drawn from (decision 053): a table says what each column holds,
 * and the XLSX, PDF and CSV writers each turn that into their own form of the same figure — a typed cell with a
 * number format, right-aligned text in the reader's language, or a plain cell — through the shared formatting
 * module, so a figure reads the same on screen and in every file.
 */

/** What a column holds; it decides the cell type, the number format, the alignment and the total. */
export type ColumnKind =
  /** Words: names, countries, states. Left-aligned. */
  | 'text'
  /** An identifier written as digits without grouping (campaign 123456789). Right-aligned, never summed. */
  | 'id'
  /** A whole count with the language's grouping (impressions, clicks). */
  | 'count'
  /** A CTR in percent units (1.5 means 1.5 %), always with 2 decimals (SPEC 9). */
  | 'ctr'
  /** Any other percentage in percent units, with 1 decimal (SPEC 9). */
  | 'percent'
  /** An amount of money: the column's currency, or each cell's own when the column names none. */
  | 'money'
  /** A network day, `YYYY-MM-DD` (already at -03:00): a date cell, DD/MM/YY. */
  | 'day'
  /** An instant (a Date): DD/MM/YY HH:mm in the reader's time zone. */
  | 'instant';

/** Money whose currency differs from row to row (an expense table mixes pesos and dollars). */
export interface Money {
  amount: number;
  currency: Currency;
}

/** One cell's value: null is an empty cell (no figure, not zero). */
export type Cell = string | number | Date | Money | null;

export interface Column {
  title: string;
  kind: ColumnKind;
  /** For a `money` column whose cells are plain numbers. */
  currency?: Currency;
  /** A hint for long words (app names, campaign names): the PDF gives it more room and wraps inside the cell. */
  wide?: boolean;
}

export interface ReportTable {
  /** The section heading in a PDF, the sheet's name in a workbook. */
  title: string;
  columns: Column[];
  rows: Cell[][];
  /** The totals row the screen shows under the table, if it shows one (first cell: the word "Total"). */
  totals?: Cell[];
  /** What the table says under its header when it has no rows ("No data for these days"), if anything. */
  emptyText?: string;
}

/** Who reads the file: its words, numbers and times follow them. */
export interface Reader {
  language: Language;
  /** IANA zone of the reader's account, for "generated at" and instants. Network days stay at -03:00. */
  timeZone: string;
  direction: 'ltr' | 'rtl';
}

/** What the heading of every file says. */
export interface FileHeading {
  /** "Campaign report", "Expense report", … in the reader's language. */
  title: string;
  /** The campaign's or advertiser's name the report is about, if any. */
  subject?: string;
  /** The advertiser, when the subject is a campaign. */
  advertiser?: string;
  /** The network days covered (YYYY-MM-DD), if the report covers a period. */
  period?: { start: string; end: string };
  generatedAt: Date;
}
