import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { type DayRange, isDay } from '../lib/day-range';
import { DateField } from './date-field';

export interface RangePreset {
  id: string;
  label: string;
  range: DayRange;
}

/** The picker's words, from the screen's own texts. */
export interface RangePickerTexts {
  label: string;
  presets: string;
  from: string;
  to: string;
  apply: string;
  endBeforeStart: string;
}

interface RangePickerProps {
  range: DayRange;
  presets: readonly RangePreset[];
  texts: RangePickerTexts;
  onChange: (range: DayRange) => void;
}

const FIELD_STYLE = { width: 170 };

/** The days a screen's statistics cover: a preset at one press, or any two days (network days, -03:00). */
export function RangePicker({ range, presets, texts, onChange }: RangePickerProps) {
  const preset =
    presets.find((option) => option.range.start === range.start && option.range.end === range.end)?.id ??
    'custom';
  const [start, setStart] = useState(range.start);
  const [end, setEnd] = useState(range.end);
  useEffect(() => {
    setStart(range.start);
    setEnd(range.end);
  }, [range.start, range.end]);
  // Stable, so that the memoised date fields are not rendered again with the screen (date-field.tsx).
  const changeStart = useCallback((day: string | undefined) => setStart(day ?? ''), []);
  const changeEnd = useCallback((day: string | undefined) => setEnd(day ?? ''), []);
  const isValid = isDay(start) && isDay(end) && start <= end;
  const isChanged = start !== range.start || end !== range.end;

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (isValid) onChange({ start, end });
  };

  return (
    <Box
      component="form"
      aria-label={texts.label}
      onSubmit={apply}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}
    >
      <ToggleButtonGroup
        size="small"
        exclusive
        color="primary"
        value={preset}
        aria-label={texts.presets}
        onChange={(_, next: string | null) => {
          const chosen = presets.find((option) => option.id === next);
          if (chosen) onChange(chosen.range);
        }}
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
        {presets.map((option) => (
          // text.secondary keeps 4.5:1 on the hover background too, which the default grey misses by a hair.
          <ToggleButton key={option.id} value={option.id} sx={{ px: 1.5, color: 'text.secondary' }}>
            {option.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1 }}>
        <DateField size="small" label={texts.from} value={start} onChange={changeStart} sx={FIELD_STYLE} />
        <DateField
          size="small"
          label={texts.to}
          value={end}
          onChange={changeEnd}
          error={isDay(start) && isDay(end) && start > end}
          helperText={isDay(start) && isDay(end) && start > end ? texts.endBeforeStart : undefined}
          sx={FIELD_STYLE}
        />
        <Button type="submit" variant="outlined" disabled={!isValid || !isChanged} sx={{ height: 40 }}>
          {texts.apply}
        </Button>
      </Box>
    </Box>
  );
}
