import {
  AGE_RANGE_IDS,
  type AudienceFilters,
  SOCIO_ECONOMIC_LEVELS,
} from '@adcontrol/domain/audiences/audience';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useTranslation } from 'react-i18next';
import { ageLabel } from './age-labels';
import { BuilderSection } from './builder-section';

type Demographics = AudienceFilters['demographics'];

function toggle<T>(list: readonly T[], item: T, order: readonly T[]): T[] {
  const next = list.includes(item) ? list.filter((entry) => entry !== item) : [...list, item];
  return order.filter((entry) => next.includes(entry));
}

/** Chips that stay pressed: each one a toggle button a screen reader announces as pressed or not. */
function ToggleChips<T extends string>({
  label,
  options,
  value,
  labelOf,
  onChange,
}: {
  label: string;
  options: readonly T[];
  value: readonly T[];
  labelOf: (option: T) => string;
  onChange: (next: T[]) => void;
}) {
  return (
    <FormControl component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <FormLabel component="legend" sx={{ mb: 1 }}>
        {label}
      </FormLabel>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {options.map((option) => {
          const isOn = value.includes(option);
          return (
            <Chip
              key={option}
              label={<bdi dir="ltr">{labelOf(option)}</bdi>}
              clickable
              color={isOn ? 'primary' : 'default'}
              variant={isOn ? 'filled' : 'outlined'}
              aria-pressed={isOn}
              role="button"
              onClick={() => onChange(toggle(value, option, options))}
            />
          );
        })}
      </Box>
    </FormControl>
  );
}

/** Gender (it filters only when exactly one is chosen, SPEC 5), age bands and socio-economic levels. */
export function DemographicsSection({
  value,
  onChange,
}: {
  value: Demographics;
  onChange: (next: Demographics) => void;
}) {
  const { t } = useTranslation();
  const patch = (changes: Partial<Demographics>) => onChange({ ...value, ...changes });
  return (
    <BuilderSection title={t('audience.builder.demographics')} icon={<PeopleOutlined />}>
      <FormControl component="fieldset" sx={{ border: 0, m: 0, p: 0 }}>
        <FormLabel component="legend">{t('audience.builder.gender')}</FormLabel>
        <FormGroup row>
          <FormControlLabel
            control={
              <Checkbox
                checked={value.genreFemale}
                onChange={(event) => patch({ genreFemale: event.target.checked })}
              />
            }
            label={t('audience.builder.female')}
          />
          <FormControlLabel
            control={
              <Checkbox
                checked={value.genreMale}
                onChange={(event) => patch({ genreMale: event.target.checked })}
              />
            }
            label={t('audience.builder.male')}
          />
        </FormGroup>
        <FormHelperText sx={{ mx: 0 }}>{t('audience.builder.genderHelp')}</FormHelperText>
      </FormControl>
      <ToggleChips
        label={t('audience.builder.ageRanges')}
        options={AGE_RANGE_IDS}
        value={value.ageRanges}
        labelOf={ageLabel}
        onChange={(ageRanges) => patch({ ageRanges })}
      />
      <ToggleChips
        label={t('audience.builder.socioEconomic')}
        options={SOCIO_ECONOMIC_LEVELS}
        value={value.socioEconomicLevels}
        labelOf={(level) => level}
        onChange={(socioEconomicLevels) => patch({ socioEconomicLevels })}
      />
    </BuilderSection>
  );
}
