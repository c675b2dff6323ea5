import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { ClearFiltersButton, FilterFieldset, StatusFilterField } from '../../../components/filter-fields';
import { ScopeFilterFields } from '../../../entities/accounts/components/scope-filter-fields';
import { useCan } from '../../../lib/use-can';
import { type ControlFilter, resetFilter, updateFilter } from '../hooks/control-store';

const shrink = { inputLabel: { shrink: true } } as const;

/** SPEC 3 list filters. Every change is stored (SPEC 4) and sends the list back to page 1. */
export function ControlFilters({ filter }: { filter: ControlFilter }) {
  const { t } = useTranslation();
  const canPickAdvertiser = useCan('campaigns.seeAdvertiser');
  const canPickSeller = useCan('campaigns.pickSeller');
  return (
    <FilterFieldset legend={t('control.filters.title')} isLegendHidden>
      <StatusFilterField
        value={filter.status}
        onChange={(status) => updateFilter({ status })}
        texts={{
          label: t('control.filters.status'),
          all: t('control.filters.allStatuses'),
          byDates: t('control.filters.byDates'),
          byStatus: t('control.filters.byDelivery'),
          displayStatus: (status) => t(`control.displayStatus.${status}`),
          status: (status) => t(`control.rawStatus.${status}`),
        }}
      />
      <ScopeFilterFields
        filter={filter}
        onChange={updateFilter}
        canPickAdvertiser={canPickAdvertiser}
        canPickSeller={canPickSeller}
        labels={{
          advertiser: t('control.filters.advertiser'),
          seller: t('control.filters.seller'),
          country: t('control.filters.country'),
          currencies: t('control.filters.currencies'),
          startDate: t('control.filters.startDate'),
          endDate: t('control.filters.endDate'),
          any: t('control.filters.any'),
        }}
      />
      <TextField
        select
        size="small"
        label={t('control.filters.optimized')}
        value={filter.optimized === undefined ? '' : String(filter.optimized)}
        onChange={(event) =>
          updateFilter({ optimized: event.target.value === '' ? undefined : event.target.value === 'true' })
        }
        slotProps={{ ...shrink, select: { displayEmpty: true } }}
      >
        <MenuItem value="">{t('control.filters.any')}</MenuItem>
        <MenuItem value="true">{t('control.filters.yes')}</MenuItem>
        <MenuItem value="false">{t('control.filters.no')}</MenuItem>
      </TextField>
      <ClearFiltersButton onClick={resetFilter}>{t('control.filters.clear')}</ClearFiltersButton>
    </FilterFieldset>
  );
}
