import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LookupPicker, useLookupTerm } from '../../../components/lookup-picker';
import { useDeviceSearch } from '../api/search-devices';
import type { AudienceFormatters } from '../hooks/use-audience-formatters';
import type { LookupMode } from './geography/geography-section';

const LOOKUP_DELAY_MS = 300;

interface DevicePickerProps {
  value: string[];
  onChange: (models: string[]) => void;
  mode: LookupMode;
  format: AudienceFormatters;
}

/** Device models, searched as the user types, each with its brand and how many devices have it. */
export function DevicePicker({ value, onChange, mode, format }: DevicePickerProps) {
  const { t } = useTranslation();
  const lookup = useLookupTerm(LOOKUP_DELAY_MS);
  const search = useDeviceSearch(mode, lookup.query, { enabled: lookup.isOpen });
  const details = useRef(new Map<string, { brand: string; devices?: number | undefined }>());
  for (const device of search.data ?? []) details.current.set(device.model, device);
  const options = useMemo(() => (search.data ?? []).map((device) => device.model), [search.data]);

  return (
    <LookupPicker
      lookup={lookup}
      results={search}
      texts={{ none: t('audience.builder.noModels'), failed: t('audience.builder.lookupFailed') }}
      options={options}
      value={value}
      onChange={onChange}
      renderOption={({ key, ...props }, model) => {
        const detail = details.current.get(model);
        return (
          <Box component="li" key={key} {...props}>
            <Box>
              <Typography variant="body2">{model}</Typography>
              {detail && (
                <Typography variant="caption" color="text.secondary">
                  {detail.brand}
                  {detail.devices !== undefined
                    ? ` · ${t('audience.builder.devicesCount', { count: detail.devices, formatted: format.number(detail.devices) })}`
                    : ''}
                </Typography>
              )}
            </Box>
          </Box>
        );
      }}
      renderInput={(params) => <TextField {...params} label={t('audience.builder.models')} />}
    />
  );
}
