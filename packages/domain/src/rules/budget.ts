/**
 * Budget text as users type it in the network's markets: dots group thousands, a comma marks decimals
 * (SPEC 5). '1.234.567,89' is 1234567.89. Anything else that is not a plain number gives null.
 */
export function parseBudgetText(text: string): number | null {
  const normalised = text.trim().replaceAll('.', '').replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(normalised)) return null;
  return Number(normalised);
}

/** The inverse, for showing a budget back in the same convention. */
export function formatBudgetText(amount: number, decimals = 2): string {
  const [whole = '0', fraction] = Math.abs(amount).toFixed(decimals).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${amount < 0 ? '-' : ''}${grouped}${fraction ? `,${fraction}` : ''}`;
}
