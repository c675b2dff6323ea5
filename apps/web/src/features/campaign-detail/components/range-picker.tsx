import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DayRange, isDay, PRESETS, type Preset, presetRange } from '../hooks/day-range';

interface RangePickerProps {
  range: DayRange;
  preset: Preset | 'custom';
  today: string;
  flight: DayRange;
  onChange: (range: DayRange) => void;
}

/** The days the statistics cover: a preset at one press, or any two days (network days, -03:00). */
export function RangePicker({ range, preset, today, flight, onChange }: RangePickerProps) {
  const { t } = useTranslation();
  const [start, setStart] = useState(range.start);
  const [end, setEnd] = useState(range.end);
  useEffect(() => {
    setStart(range.start);
    setEnd(range.end);
  }, [range.start, range.end]);
  const isValid = isDay(start) && isDay(end) && start <= end;
  const isChanged = start !== range.start || end !== range.end;

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (isValid) onChange({ start, end });
  };

  return (
    <Box
      component="form"
      aria-label={t('campaignDetail.range.label')}
      onSubmit={apply}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}
    >
      <ToggleButtonGroup
        size="small"
        exclusive
        color="primary"
        value={preset}
        aria-label={t('campaignDetail.range.presets')}
        onChange={(_, next: Preset | null) => next && onChange(presetRange(next, today, flight))}
        // Separate buttons that wrap cleanly on a phone, rather than one bar broken across two lines.
        sx={{
          flexWrap: 'wrap',
          gap: 1,
          '& .MuiToggleButtonGroup-grouped, & .MuiToggleButtonGroup-grouped:not(:first-of-type)': {
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            m: 0,
          },
        }}
      >
        {PRESETS.map((option) => (
          <ToggleButton key={option} value={option} sx={{ px: 1.5 }}>
            {t(`campaignDetail.range.${option}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1 }}>
        <TextField
          type="date"
          size="small"
          label={t('campaignDetail.range.from')}
          value={start}
          onChange={(event) => setStart(event.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: end || undefined } }}
          sx={{ width: 170 }}
        />
        <TextField
          type="date"
          size="small"
          label={t('campaignDetail.range.to')}
          value={end}
          onChange={(event) => setEnd(event.target.value)}
          error={isDay(start) && isDay(end) && start > end}
          helperText={
            isDay(start) && isDay(end) && start > end ? t('campaignDetail.range.endBeforeStart') : undefined
          }
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: start || undefined } }}
          sx={{ width: 170 }}
        />
        <Button type="submit" variant="outlined" disabled={!isValid || !isChanged} sx={{ height: 40 }}>
          {t('campaignDetail.range.apply')}
        </Button>
      </Box>
    </Box>
  );
}
