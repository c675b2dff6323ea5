import type { ExpenseGroup, ExpenseRow } from '@adcontrol/domain/expenses/expenses';
import { formatCountry } from '@adcontrol/domain/format/format';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** A row's name as a reader knows it: a country by its name in the interface's language, no seller said so. */
export function useGroupLabel(groupBy: ExpenseGroup): (row: ExpenseRow) => string {
  const { t, i18n } = useTranslation();
  return useMemo(() => {
    return (row: ExpenseRow) => {
      if (groupBy === 'seller' && row.accountId === null) return t('expenses.noSeller');
      if (groupBy === 'country') return formatCountry(row.label, i18n.language);
      return row.label;
    };
  }, [groupBy, i18n.language, t]);
}
