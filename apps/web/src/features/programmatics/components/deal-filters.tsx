import { MIN_SEARCH_LENGTH } from '@adcontrol/domain/rules/search';
import { CAMPAIGN_TYPES } from '@adcontrol/domain/shared/enum-values';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceField } from '../../../components/choice-field';
import { ClearFiltersButton, FilterFieldset, StatusFilterField } from '../../../components/filter-fields';
import { ScopeFilterFields } from '../../../entities/accounts/components/scope-filter-fields';
import { useCan } from '../../../lib/use-can';
import { type DealFilter, resetDealFilter, updateDealFilter } from '../hooks/deal-filter-store';

/** SPEC 5: a search needs 3 or more letters. */

/** Filters like Control's (SPEC 3); every change is kept in the browser and goes back to page 1. */
export function DealFilters({ filter }: { filter: DealFilter }) {
  const { t } = useTranslation();
  const canPickSeller = useCan('programmatics.pickSeller');
  const [search, setSearch] = useState(filter.search ?? '');
  // On a phone the filters fold under a button, so the deals come first; the search stays in view.
  const isPhone = useMediaQuery((theme) => theme.breakpoints.down('md'));
  const [isUnfolded, setUnfolded] = useState(false);
  const showsAll = !isPhone || isUnfolded;
  const isShort = search.trim().length > 0 && search.trim().length < MIN_SEARCH_LENGTH;

  const onSearch = (text: string) => {
    setSearch(text);
    const trimmed = text.trim();
    if (trimmed.length === 0 || trimmed.length >= MIN_SEARCH_LENGTH) {
      updateDealFilter({ search: trimmed.length === 0 ? undefined : trimmed });
    }
  };

  return (
    <FilterFieldset legend={t('programmatics.filters.title')}>
      <TextField
        size="small"
        type="search"
        label={t('programmatics.filters.search')}
        value={search}
        onChange={(event) => onSearch(event.target.value)}
        helperText={isShort ? t('programmatics.filters.searchHint') : undefined}
        sx={{ gridColumn: { sm: 'span 2' } }}
      />
      {isPhone && (
        <Button variant="outlined" aria-expanded={isUnfolded} onClick={() => setUnfolded(!isUnfolded)}>
          {t(isUnfolded ? 'programmatics.filters.fewer' : 'programmatics.filters.more')}
        </Button>
      )}
      {showsAll && (
        <>
          <StatusFilterField
            value={filter.status}
            onChange={(status) => updateDealFilter({ status })}
            texts={{
              label: t('programmatics.filters.status'),
              all: t('programmatics.filters.allStatuses'),
              byDates: t('programmatics.filters.byDates'),
              byStatus: t('programmatics.filters.byExchange'),
              displayStatus: (status) => t(`programmatics.displayStatus.${status}`),
              status: (status) => t(`programmatics.status.${status}`),
            }}
          />
          <ChoiceField
            label={t('programmatics.filters.type')}
            anyLabel={t('programmatics.filters.any')}
            value={filter.type}
            choices={CAMPAIGN_TYPES.map((type) => ({ value: type, label: t(`programmatics.type.${type}`) }))}
            onChange={(type) => updateDealFilter({ type })}
          />
          <ScopeFilterFields
            filter={filter}
            onChange={updateDealFilter}
            canPickAdvertiser
            canPickSeller={canPickSeller}
            labels={{
              advertiser: t('programmatics.filters.advertiser'),
              seller: t('programmatics.filters.seller'),
              country: t('programmatics.filters.country'),
              currencies: t('programmatics.filters.currencies'),
              startDate: t('programmatics.filters.startDate'),
              endDate: t('programmatics.filters.endDate'),
              any: t('programmatics.filters.any'),
            }}
          />
          <ClearFiltersButton
            onClick={() => {
              setSearch('');
              resetDealFilter();
            }}
          >
            {t('programmatics.filters.clear')}
          </ClearFiltersButton>
        </>
      )}
    </FilterFieldset>
  );
}
