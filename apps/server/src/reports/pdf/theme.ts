/** The look of every PDF the product writes: an A4 page, its margins, colours and type (decision 054). */
export const PAGE = { width: 595.28, height: 841.89 };
export const MARGIN = 40;
export const CONTENT_WIDTH = PAGE.width - 2 * MARGIN;
/** Where a page's content starts under the running header, and where it must end above the footer. */
export const CONTENT_TOP = 70;
export const CONTENT_BOTTOM = PAGE.height - 52;

export const COLOR = {
  /** The product's indigo (the web's primary, the logo's square). */
  brand: '#3949ab',
  /** The web's warm accent, for the second series of a chart and CTR bars. */
  accent: '#b45309',
  text: '#1f2933',
  muted: '#6b7280',
  rule: '#d5dae3',
  grid: '#e8ebf1',
  headerFill: '#eef1f6',
  stripe: '#f7f8fb',
};

/** The PDF standard fonts: every Latin letter of English, Spanish and Portuguese, nothing to embed. */
export const FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique' };
export const SIZE = { title: 20, subject: 12.5, section: 11.5, body: 9, table: 8.5, small: 7.5 };
