import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { HourInput } from './hour-input';

/** SPEC 9: Monday (1) to Sunday (7). */
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

export interface DeliveryRuleValue {
  deliveryRule?: boolean | undefined;
  days?: number[] | undefined;
  hours?: number[] | undefined;
}

interface DeliveryRuleProps {
  value: DeliveryRuleValue;
  onChange: (patch: DeliveryRuleValue) => void;
}

/** When the creative is shown: on chosen weekdays and hours, sent only while the rule is on (SPEC 5). */
export function DeliveryRule({ value, onChange }: DeliveryRuleProps) {
  const { t } = useTranslation();
  const daysId = useId();
  const hours = value.hours ?? [];
  return (
    <Stack spacing={1.5}>
      <FormControlLabel
        control={
          <Switch
            checked={value.deliveryRule ?? false}
            onChange={(_, on) => onChange({ deliveryRule: on })}
          />
        }
        label={t('campaigns.creatives.delivery.rule')}
      />
      {value.deliveryRule && (
        <>
          <Typography id={daysId} variant="subtitle2" component="p">
            {t('campaigns.creatives.delivery.days')}
          </Typography>
          <ToggleButtonGroup
            aria-labelledby={daysId}
            size="small"
            value={value.days ?? []}
            onChange={(_, days: number[]) => onChange({ days: [...days].sort((a, b) => a - b) })}
            sx={{ flexWrap: 'wrap' }}
          >
            {WEEKDAYS.map((day) => (
              <ToggleButton key={day} value={day} aria-label={t(`campaigns.creatives.weekdays.long.${day}`)}>
                {t(`campaigns.creatives.weekdays.short.${day}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <HourInput
            hours={hours}
            onAdd={(hour) => onChange({ hours: [...hours, hour].sort((a, b) => a - b) })}
          />
          {hours.length > 0 && (
            <Stack
              direction="row"
              spacing={1}
              useFlexGap
              sx={{ flexWrap: 'wrap' }}
              aria-label={t('campaigns.creatives.delivery.hoursChosen')}
              component="ul"
              style={{ listStyle: 'none', margin: 0, padding: 0 }}
            >
              {hours.map((hour) => (
                <li key={hour}>
                  <Chip
                    label={t('campaigns.creatives.delivery.hourLabel', {
                      hour: String(hour).padStart(2, '0'),
                    })}
                    onDelete={() => onChange({ hours: hours.filter((chosen) => chosen !== hour) })}
                  />
                </li>
              ))}
            </Stack>
          )}
        </>
      )}
    </Stack>
  );
}
