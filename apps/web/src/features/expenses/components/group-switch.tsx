import { EXPENSE_GROUPS, type ExpenseGroup } from '@adcontrol/domain/expenses/expenses';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';

/** What the rows are: advertisers, sellers, countries or currencies. */
export function GroupSwitch({
  value,
  onChange,
}: {
  value: ExpenseGroup;
  onChange: (next: ExpenseGroup) => void;
}) {
  const { t } = useTranslation();
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      color="primary"
      value={value}
      aria-label={t('expenses.groupBy.label')}
      onChange={(_, next: ExpenseGroup | null) => {
        if (next) onChange(next);
      }}
      sx={{ flexWrap: 'wrap' }}
    >
      {EXPENSE_GROUPS.map((group) => (
        <ToggleButton key={group} value={group} sx={{ px: 1.5, color: 'text.secondary' }}>
          {t(`expenses.groupBy.${group}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
