import type { Place } from '@adcontrol/domain/places/contracts';
import SearchIcon from '@mui/icons-material/Search';
import Autocomplete from '@mui/material/Autocomplete';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type LookupMode, usePlaceSearch } from '../../api/places';

/** Long enough that typing a name asks once, short enough to feel immediate. */
export const PLACE_SEARCH_DELAY_MS = 300;

function useDebounced(text: string, delay: number): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), delay);
    return () => clearTimeout(timer);
  }, [text, delay]);
  return settled;
}

export function placeLabel(place: Place): string {
  return [place.name, place.region, place.countryCode].filter(Boolean).join(', ');
}

interface PlaceSearchProps {
  lookups: LookupMode;
  /** The audience's countries: their places rank first. */
  countries: readonly string[];
  onPick: (place: Place) => void;
}

/** Find a place by name and drop a point on it: the way to add points without a pointer. */
export function PlaceSearch({ lookups, countries, onPick }: PlaceSearchProps) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const search = useDebounced(input.trim(), PLACE_SEARCH_DELAY_MS);
  const { data = [], isFetching } = usePlaceSearch(lookups, search, countries);
  const options = search && search === input.trim() ? data : [];
  return (
    <Autocomplete<Place, false, false, false>
      sx={{ flex: 1, minWidth: 0 }}
      options={options}
      value={null}
      inputValue={input}
      onInputChange={(_, text, reason) => reason !== 'reset' && setInput(text)}
      onChange={(_, place) => {
        if (!place) return;
        onPick(place);
        setInput('');
      }}
      filterOptions={(all) => all}
      getOptionLabel={placeLabel}
      getOptionKey={(place) => place.id}
      isOptionEqualToValue={(place, other) => place.id === other.id}
      loading={isFetching}
      loadingText={t('audience.geography.search.loading')}
      noOptionsText={
        input.trim() ? t('audience.geography.search.noResults') : t('audience.geography.search.typeToSearch')
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('audience.geography.search.label')}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      )}
    />
  );
}
