import { ROLES, type Role } from '@adcontrol/domain/shared/enum-values';
import ClearOutlined from '@mui/icons-material/ClearOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { CountryField } from '../../../components/country-field';
import { SearchField, useSearchText } from '../../../components/search-field';
import { type ListFilter, SEARCH_MIN_LENGTH } from '../hooks/use-account-filter';

const SEARCH_DELAY_MS = 350;

interface AccountsToolbarProps {
  filter: ListFilter;
  hasFilters: boolean;
  onChange: (patch: Partial<ListFilter>) => void;
}

/** Search by name, company or e-mail (3 letters or more), and narrow by role and country. */
export function AccountsToolbar({ filter, hasFilters, onChange }: AccountsToolbarProps) {
  const { t } = useTranslation();
  const onSearch = useCallback((search: string | undefined) => onChange({ search }), [onChange]);
  // 1 or 2 letters search nothing yet: the whole list shows.
  const { text, setText, isTooShort } = useSearchText({
    search: filter.search,
    onSearch,
    delayMs: SEARCH_DELAY_MS,
    minLength: SEARCH_MIN_LENGTH,
  });

  return (
    <Box
      role="search"
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr 1fr', md: 'minmax(240px, 2fr) 1fr 1fr auto' },
        alignItems: 'start',
      }}
    >
      <SearchField
        label={t('accounts.list.search')}
        value={text}
        onChange={setText}
        helperText={isTooShort ? t('messages.validation.searchTooShort') : undefined}
        sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
      />
      <TextField
        select
        size="small"
        label={t('accounts.list.role')}
        value={filter.role ?? ''}
        onChange={(event) => onChange({ role: (event.target.value || undefined) as Role | undefined })}
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
      >
        <MenuItem value="">{t('accounts.list.allRoles')}</MenuItem>
        {ROLES.map((role) => (
          <MenuItem key={role} value={role}>
            {t(`common.roles.${role}`)}
          </MenuItem>
        ))}
      </TextField>
      <CountryField
        size="small"
        label={t('accounts.list.country')}
        emptyLabel={t('accounts.list.allCountries')}
        value={filter.country}
        onChange={(country) => onChange({ country })}
      />
      {(hasFilters || text !== '') && (
        <Button
          startIcon={<ClearOutlined />}
          onClick={() => {
            setText('');
            onChange({ role: undefined, country: undefined, search: undefined });
          }}
          sx={{ mt: 0.25, justifySelf: 'start', gridColumn: { xs: '1 / -1', md: 'auto' } }}
        >
          {t('accounts.list.clear')}
        </Button>
      )}
    </Box>
  );
}
