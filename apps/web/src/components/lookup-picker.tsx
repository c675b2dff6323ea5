import Autocomplete, { type AutocompleteProps } from '@mui/material/Autocomplete';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../lib/use-debounced-value';

/**
 * What a lookup picker's user types: `query`, once they pause, is what to look up, and only while the list is
 * open (`isOpen`), so a closed picker asks nothing.
 */
export function useLookupTerm(delayMs: number) {
  const [term, setTerm] = useState('');
  const [isOpen, setIsOpen] = useState(false);
  const query = useDebouncedValue(term.trim(), delayMs);
  return { term, setTerm, isOpen, setIsOpen, query };
}

type PassedOn = Pick<
  AutocompleteProps<string, true, false, false>,
  | 'options'
  | 'value'
  | 'getOptionLabel'
  | 'getOptionDisabled'
  | 'renderOption'
  | 'renderValue'
  | 'renderInput'
>;

interface LookupPickerProps extends PassedOn {
  lookup: ReturnType<typeof useLookupTerm>;
  /** The lookup's answer so far. */
  results: { isFetching: boolean; isError: boolean };
  onChange: (value: string[]) => void;
  /** Said in the open list when the lookup found nothing, and when it failed. */
  texts: { none: string; failed: string };
}

/**
 * A multiple choice among what a server lookup finds as the user types: the options are the lookup's answer,
 * as it gives them, less what is chosen already.
 */
export function LookupPicker({ lookup, results, onChange, texts, ...passedOn }: LookupPickerProps) {
  const { t } = useTranslation();
  return (
    <Autocomplete
      multiple
      filterSelectedOptions
      filterOptions={(choices) => choices}
      onChange={(_, next) => onChange(next)}
      inputValue={lookup.term}
      onInputChange={(_, next, reason) => reason !== 'reset' && lookup.setTerm(next)}
      onOpen={() => lookup.setIsOpen(true)}
      onClose={() => lookup.setIsOpen(false)}
      loading={results.isFetching}
      loadingText={t('common.loading')}
      noOptionsText={results.isError ? texts.failed : texts.none}
      {...passedOn}
    />
  );
}
