import { MIN_SEARCH_LENGTH } from '@adcontrol/domain/rules/search';
import { useTranslation } from 'react-i18next';
import { SearchField, useSearchText } from '../../../components/search-field';

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
  // A term too short to search leaves the list as it was, the last search included.
  const { text, setText, isTooShort } = useSearchText({
    search,
    onSearch,
    delayMs: PAUSE_MS,
    minLength: MIN_SEARCH_LENGTH,
    keepsSearchWhileShort: true,
  });
  return (
    <SearchField
      label={t('control.search.label')}
      value={text}
      onChange={setText}
      helperText={t(isTooShort ? 'control.search.tooShort' : 'control.search.hint', {
        count: MIN_SEARCH_LENGTH,
      })}
      sx={{ flex: '1 1 260px', maxWidth: { sm: 420 } }}
    />
  );
}
