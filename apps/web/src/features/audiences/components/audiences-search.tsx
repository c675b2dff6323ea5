import SearchOutlined from '@mui/icons-material/SearchOutlined';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

const SEARCH_DELAY_MS = 350;

/** Search by name; the address changes when the user pauses typing, and the back button restores the box. */
export function AudiencesSearch({
  search,
  onSearch,
}: {
  search: string | undefined;
  onSearch: (search: string | undefined) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(search ?? '');
  const trimmed = text.trim();
  const committed = useRef(search);

  useEffect(() => {
    const next = trimmed === '' ? undefined : trimmed;
    if (next === search) return;
    const timer = setTimeout(() => {
      committed.current = next;
      onSearch(next);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [trimmed, search, onSearch]);

  useEffect(() => {
    if (search === committed.current) return;
    committed.current = search;
    setText(search ?? '');
  }, [search]);

  return (
    <Box role="search" sx={{ maxWidth: { md: 420 } }}>
      <TextField
        size="small"
        type="search"
        fullWidth
        label={t('audience.list.search')}
        value={text}
        onChange={(event) => setText(event.target.value)}
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
    </Box>
  );
}
