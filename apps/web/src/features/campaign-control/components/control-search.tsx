import { isSearchable, MIN_SEARCH_LENGTH } from '@adcontrol/domain/rules/search';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const PAUSE_MS = 400;

/** Searches by name once the user pauses, and only from 3 letters (SPEC 5), which the field says. */
export function ControlSearch({
  search,
  onSearch,
}: {
  search: string | undefined;
  onSearch: (search: string | undefined) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(search ?? '');

  useEffect(() => setText(search ?? ''), [search]);

  useEffect(() => {
    const term = text.trim();
    const next = isSearchable(term) ? term : undefined;
    if (term !== '' && !next) return;
    if (next === search) return;
    const timer = setTimeout(() => onSearch(next), PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, search, onSearch]);

  const isShort = text.trim() !== '' && !isSearchable(text);
  return (
    <TextField
      type="search"
      size="small"
      label={t('control.search.label')}
      value={text}
      onChange={(event) => setText(event.target.value)}
      helperText={t(isShort ? 'control.search.tooShort' : 'control.search.hint', {
        count: MIN_SEARCH_LENGTH,
      })}
      sx={{ flex: '1 1 260px', maxWidth: { sm: 420 } }}
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
  );
}
