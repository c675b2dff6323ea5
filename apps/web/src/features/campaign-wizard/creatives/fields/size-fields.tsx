import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** The ad sizes most placements take; any other can be typed. */
export const COMMON_SIZES = [
  [320, 50],
  [300, 250],
  [728, 90],
  [320, 480],
] as const;

export interface SizeValue {
  width?: number | null | undefined;
  height?: number | null | undefined;
}

interface SizeFieldsProps {
  value: SizeValue;
  onChange: (patch: SizeValue) => void;
  errors: ReadonlyMap<string, string>;
}

/** Digits only (SPEC 5 numeric inputs); an empty field is no size. */
function sizeOf(text: string): number | null {
  const digits = text.replace(/\D/g, '').slice(0, 4);
  return digits ? Number(digits) : null;
}

export function SizeFields({ value, onChange, errors }: SizeFieldsProps) {
  const { t } = useTranslation();
  const presetsId = useId();
  const isChosen = (width: number, height: number) => value.width === width && value.height === height;
  return (
    <Stack spacing={1.5}>
      <Typography id={presetsId} variant="subtitle2" component="p">
        {t('campaigns.creatives.size.common')}
      </Typography>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap' }}
        role="group"
        aria-labelledby={presetsId}
      >
        {COMMON_SIZES.map(([width, height]) => (
          <Chip
            key={`${width}x${height}`}
            label={`${width}×${height}`}
            color={isChosen(width, height) ? 'primary' : 'default'}
            variant={isChosen(width, height) ? 'filled' : 'outlined'}
            aria-pressed={isChosen(width, height)}
            onClick={() => onChange({ width, height })}
          />
        ))}
      </Stack>
      <Stack direction="row" spacing={2}>
        {(['width', 'height'] as const).map((side) => (
          <TextField
            key={side}
            label={t(`campaigns.creatives.fields.${side}`)}
            value={value[side] ?? ''}
            onChange={(event) => onChange({ [side]: sizeOf(event.target.value) })}
            size="small"
            error={errors.has(side)}
            helperText={errors.get(side) ?? t('campaigns.creatives.size.pixels')}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            sx={{ maxWidth: 160 }}
          />
        ))}
      </Stack>
    </Stack>
  );
}
