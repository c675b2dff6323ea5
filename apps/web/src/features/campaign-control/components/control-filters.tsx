import { CAMPAIGN_STATUSES, DISPLAY_STATUSES } from '@adcontrol/domain/shared/enum-values';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { ScopeFilterFields } from '../../../entities/accounts/components/scope-filter-fields';
import { useCan } from '../../../lib/use-can';
import { type ControlFilter, resetFilter, type StatusFilter, updateFilter } from '../hooks/control-store';

/** Read by screen readers, not drawn (`width: 1` in `sx` would mean 100 %). */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

const shrink = { inputLabel: { shrink: true } } as const;

/** SPEC 3 list filters. Every change is stored (SPEC 4) and sends the list back to page 1. */
export function ControlFilters({ filter }: { filter: ControlFilter }) {
  const { t } = useTranslation();
  const canPickAdvertiser = useCan('campaigns.seeAdvertiser');
  const canPickSeller = useCan('campaigns.pickSeller');
  return (
    <Box
      component="fieldset"
      sx={{
        border: 0,
        m: 0,
        p: 0,
        minWidth: 0,
        position: 'relative',
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
      }}
    >
      <Box component="legend" sx={VISUALLY_HIDDEN}>
        {t('control.filters.title')}
      </Box>
      <TextField
        select
        size="small"
        label={t('control.filters.status')}
        value={filter.status}
        onChange={(event) => updateFilter({ status: event.target.value as StatusFilter })}
      >
        <MenuItem value="all">{t('control.filters.allStatuses')}</MenuItem>
        <ListSubheader>{t('control.filters.byDates')}</ListSubheader>
        {DISPLAY_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {t(`control.displayStatus.${status}`)}
          </MenuItem>
        ))}
        <ListSubheader>{t('control.filters.byDelivery')}</ListSubheader>
        {CAMPAIGN_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {t(`control.rawStatus.${status}`)}
          </MenuItem>
        ))}
      </TextField>
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
      <Box sx={{ display: 'flex', alignItems: 'center' }}>
        <Button onClick={resetFilter}>{t('control.filters.clear')}</Button>
      </Box>
    </Box>
  );
}
