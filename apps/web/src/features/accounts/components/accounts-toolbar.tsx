import { ROLES, type Role } from '@adcontrol/domain/shared/enum-values';
import ClearOutlined from '@mui/icons-material/ClearOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CountryField } from '../../../components/country-field';
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
  const [text, setText] = useState(filter.search ?? '');
  const trimmed = text.trim();
  const isTooShort = trimmed.length > 0 && trimmed.length < SEARCH_MIN_LENGTH;

  // The last search this box put in the address, to tell its own changes from outside ones.
  const committed = useRef(filter.search);

  // The address changes when the user pauses typing; 1 or 2 letters search nothing yet.
  useEffect(() => {
    const search = isTooShort || trimmed === '' ? undefined : trimmed;
    if (search === filter.search) return;
    const timer = setTimeout(() => {
      committed.current = search;
      onChange({ search });
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [trimmed, isTooShort, filter.search, onChange]);

  // Clearing the filters, or the browser's back button, sets the box from the address.
  useEffect(() => {
    if (filter.search === committed.current) return;
    committed.current = filter.search;
    setText(filter.search ?? '');
  }, [filter.search]);

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
      <TextField
        size="small"
        type="search"
        label={t('accounts.list.search')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        helperText={isTooShort ? t('messages.validation.searchTooShort') : undefined}
        sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchOutlined fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
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
