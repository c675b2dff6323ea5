/** One day of delivery as the daily chart draws it; a network day (`YYYY-MM-DD`, at -03:00). */
export interface DailyRow {
  date: string;
  impressions: number;
  clicks: number;
  ctr: number;
}

/** The chart's words, from the screen that shows it (each feature keeps its own texts). */
export interface DailyLabels {
  impressions: string;
  clicks: string;
  ctr: string;
}

/** The day under the pointer, and where its bar is, for the tooltip. */
export interface Hovered {
  index: number;
  left: number;
  top: number;
  width: number;
}
