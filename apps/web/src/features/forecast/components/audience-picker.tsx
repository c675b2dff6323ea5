import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAudienceChoices } from '../../../entities/audiences/api/get-audiences';
import type { ScenarioForm } from '../state/scenario-form';

type Choice = NonNullable<ScenarioForm['audience']>;

/** An optional audience of the caller's: its device count bounds the forecast's reach. */
export function AudiencePicker({
  value,
  onChange,
}: {
  value: Choice | null;
  onChange: (value: Choice | null) => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const choices = useAudienceChoices(search, 20);
  const options: Choice[] = (choices.data?.items ?? []).map((audience) => ({
    id: audience._id,
    name: audience.name,
  }));
  return (
    <Autocomplete
      options={options}
      value={value}
      loading={choices.isPending}
      filterOptions={(all) => all}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      onChange={(_, chosen) => onChange(chosen)}
      onInputChange={(_, text, reason) => {
        if (reason === 'input') setSearch(text);
      }}
      noOptionsText={t('simulator.fields.noAudiences')}
      renderInput={(params) => (
        <TextField
          {...params}
          name="audience"
          label={t('simulator.fields.audience')}
          helperText={t('simulator.fields.audienceHint')}
        />
      )}
    />
  );
}
