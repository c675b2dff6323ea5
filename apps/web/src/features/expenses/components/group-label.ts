import type { ExpenseGroup, ExpenseRow } from '@adcontrol/domain/expenses/expenses';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** A row's name as a reader knows it: a country by its name in the interface's language, no seller said so. */
export function useGroupLabel(groupBy: ExpenseGroup): (row: ExpenseRow) => string {
  const { t, i18n } = useTranslation();
  return useMemo(() => {
    const regions = new Intl.DisplayNames([i18n.language], { type: 'region' });
    return (row: ExpenseRow) => {
      if (groupBy === 'seller' && row.accountId === null) return t('expenses.noSeller');
      if (groupBy === 'country') {
        try {
          return regions.of(row.label) ?? row.label;
        } catch {
          return row.label;
        }
      }
      return row.label;
    };
  }, [groupBy, i18n.language, t]);
}
