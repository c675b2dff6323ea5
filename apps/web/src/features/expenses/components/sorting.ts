import type { ExpenseRow } from '@adcontrol/domain/expenses/expenses';
import type { Currency } from '@adcontrol/domain/shared/enums';

/** A column the table sorts by: the name, the campaign count, one currency's spend or the dollars. */
export type SortColumn = 'label' | 'campaigns' | 'usd' | Currency;
export interface Sort {
  column: SortColumn;
  direction: 'asc' | 'desc';
}

const spendIn = (row: ExpenseRow, currency: string) =>
  row.spend.find((line) => line.currency === currency)?.amount ?? 0;

/** The rows in the chosen order; ties keep the dollars order the report came in. */
export function sortRows(
  rows: readonly ExpenseRow[],
  sort: Sort,
  labelOf: (row: ExpenseRow) => string,
  language: string,
): ExpenseRow[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  const compare = (a: ExpenseRow, b: ExpenseRow): number => {
    switch (sort.column) {
      case 'label':
        return labelOf(a).localeCompare(labelOf(b), language);
      case 'campaigns':
        return a.campaigns - b.campaigns;
      case 'usd':
        return a.usd - b.usd;
      default:
        return spendIn(a, sort.column) - spendIn(b, sort.column);
    }
  };
  return [...rows].sort((a, b) => sign * compare(a, b));
}

export { spendIn };
