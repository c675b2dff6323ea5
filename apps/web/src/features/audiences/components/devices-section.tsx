import type { AudienceFilters } from '@adcontrol/domain/audiences/audience';
import { BATTERY_RANGE } from '@adcontrol/domain/rules/audience-filters';
import PhoneAndroidOutlined from '@mui/icons-material/PhoneAndroidOutlined';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCarriers } from '../api/get-carriers';
import { useAudienceFormatters } from '../hooks/use-audience-formatters';
import { BuilderSection } from './builder-section';
import { groupCarriers, groupCodes } from './carrier-groups';
import { DevicePicker } from './device-picker';
import type { LookupMode } from './geography/geography-section';

type Devices = AudienceFilters['devices'];

/** Device languages offered: the network's markets' languages first, then others people set on phones. */
export const DEVICE_LANGUAGES = [
  'es',
  'en',
  'pt',
  'fr',
  'de',
  'it',
  'ca',
  'zh',
  'ja',
  'ru',
  'ar',
  'ko',
  'hi',
];

interface DevicesSectionProps {
  value: Devices;
  onChange: (next: Devices) => void;
  mode: LookupMode;
  countries: readonly string[];
}

/** Models, carriers of the chosen countries, languages and battery level. */
export function DevicesSection({ value, onChange, mode, countries }: DevicesSectionProps) {
  const { t } = useTranslation();
  const format = useAudienceFormatters();
  const batteryId = useId();
  const patch = (changes: Partial<Devices>) => onChange({ ...value, ...changes });
  const carriers = useCarriers(mode, countries);
  // One choice per brand: a brand with several network codes (WOM, 730-04 and 730-09) is one operator.
  const carrierOptions = useMemo(() => groupCarriers(carriers.data ?? []), [carriers.data]);
  const chosenCarriers = useMemo(
    () => groupCarriers(value.carriers, carriers.data),
    [value.carriers, carriers.data],
  );
  const hasCountries = countries.length > 0;
  const carrierHelp = !hasCountries
    ? t('audience.builder.carriersNeedCountry')
    : carriers.isError
      ? t('audience.builder.lookupFailed')
      : undefined;
  const languages = [...new Set([...DEVICE_LANGUAGES, ...value.languages])];

  return (
    <BuilderSection title={t('audience.builder.devices')} icon={<PhoneAndroidOutlined />}>
      <DevicePicker
        value={value.models}
        onChange={(models) => patch({ models })}
        mode={mode}
        format={format}
      />
      <Autocomplete
        multiple
        filterSelectedOptions
        disabled={!hasCountries}
        options={carrierOptions}
        value={chosenCarriers}
        onChange={(_, next) => patch({ carriers: next.flatMap((group) => group.carriers) })}
        loading={carriers.isFetching}
        loadingText={t('common.loading')}
        noOptionsText={t('audience.builder.noCarriers')}
        isOptionEqualToValue={(option, current) => option.key === current.key}
        getOptionKey={(group) => group.key}
        getOptionLabel={(group) => group.name}
        renderOption={({ key, ...props }, group) => (
          <Box component="li" key={key} {...props}>
            <Box>
              <Typography variant="body2">{group.name}</Typography>
              <Typography variant="caption" color="text.secondary">
                <bdi>
                  {groupCodes(group)
                    .map(({ mcc, mncs }) => t('audience.builder.mccMnc', { mcc, mnc: mncs }))
                    .join('; ')}
                </bdi>
              </Typography>
            </Box>
          </Box>
        )}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('audience.builder.carriers')}
            helperText={carrierHelp}
            // The hint says how to enable the field, so it stays readable while the field is disabled.
            slotProps={{
              ...params.slotProps,
              formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } },
            }}
          />
        )}
      />
      <Autocomplete
        multiple
        filterSelectedOptions
        options={languages}
        value={value.languages}
        onChange={(_, next) => patch({ languages: next })}
        getOptionLabel={format.languageName}
        renderInput={(params) => <TextField {...params} label={t('audience.builder.languages')} />}
      />
      <Box>
        <Typography id={batteryId} gutterBottom>
          {t('audience.builder.battery')}
        </Typography>
        <Box sx={{ px: 1.5 }}>
          <Slider
            value={[value.batteryMin, value.batteryMax]}
            onChange={(_, next) => {
              const [batteryMin = 0, batteryMax = 100] = next as number[];
              patch({ batteryMin, batteryMax });
            }}
            min={BATTERY_RANGE.min}
            max={BATTERY_RANGE.max}
            disableSwap
            valueLabelDisplay="auto"
            valueLabelFormat={(level) => `${level} %`}
            getAriaLabel={(index) =>
              t(index === 0 ? 'audience.builder.batteryMin' : 'audience.builder.batteryMax')
            }
            getAriaValueText={(level) => `${level} %`}
            marks={[0, 50, 100].map((level) => ({ value: level, label: <bdi dir="ltr">{level} %</bdi> }))}
          />
        </Box>
      </Box>
    </BuilderSection>
  );
}
