import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { SearchField, useSearchText } from '../../../components/search-field';

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
  const { text, setText } = useSearchText({ search, onSearch, delayMs: SEARCH_DELAY_MS });
  return (
    <Box role="search" sx={{ maxWidth: { md: 420 } }}>
      <SearchField fullWidth label={t('audience.list.search')} value={text} onChange={setText} />
    </Box>
  );
}
