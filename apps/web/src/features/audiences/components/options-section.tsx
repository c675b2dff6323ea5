import type { AudienceOptions } from '@adcontrol/domain/audiences/audience';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BuilderSection } from './builder-section';

/** Admins only: count the devices as they are, without the network's multiplier. */
export function OptionsSection({
  value,
  onChange,
}: {
  value: AudienceOptions;
  onChange: (next: AudienceOptions) => void;
}) {
  const { t } = useTranslation();
  const helpId = useId();
  return (
    <BuilderSection title={t('audience.builder.options')} icon={<TuneOutlined />}>
      <div>
        <FormControlLabel
          control={
            <Switch
              checked={value.ignoreMultiplier}
              onChange={(event) => onChange({ ...value, ignoreMultiplier: event.target.checked })}
              slotProps={{ input: { 'aria-describedby': helpId } }}
            />
          }
          label={t('audience.builder.ignoreMultiplier')}
        />
        <FormHelperText id={helpId} sx={{ mx: 0 }}>
          {t('audience.builder.ignoreMultiplierHelp')}
        </FormHelperText>
      </div>
    </BuilderSection>
  );
}
