import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface ResidentsFieldProps {
  isResidents: boolean;
  onChange: (isResidents: boolean) => void;
}

/** Who counts in a place: the people who live there, or anyone seen there. */
export function ResidentsField({ isResidents, onChange }: ResidentsFieldProps) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <FormControl>
      <FormLabel id={labelId}>{t('audience.geography.presence.label')}</FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        value={isResidents ? 'residents' : 'indistinct'}
        onChange={(event) => onChange(event.target.value === 'residents')}
      >
        <FormControlLabel
          value="indistinct"
          control={<Radio />}
          label={t('audience.geography.presence.indistinct')}
        />
        <FormControlLabel
          value="residents"
          control={<Radio />}
          label={t('audience.geography.presence.residents')}
        />
      </RadioGroup>
    </FormControl>
  );
}
