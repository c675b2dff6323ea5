import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

export interface TrackingTagsValue {
  clickTag?: string | null | undefined;
  checkedClickTag?: boolean | undefined;
  impressionTag?: string | null | undefined;
}

interface TrackingTagsProps {
  value: TrackingTagsValue;
  onChange: (patch: TrackingTagsValue) => void;
}

/** Third-party tracking: the click tag counts only while its box is ticked (SPEC 5), so the field follows it. */
export function TrackingTags({ value, onChange }: TrackingTagsProps) {
  const { t } = useTranslation();
  const isClickTagOn = value.checkedClickTag ?? false;
  return (
    <Stack spacing={1.5}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <FormControlLabel
          control={
            <Checkbox
              checked={isClickTagOn}
              onChange={(_, checked) => onChange({ checkedClickTag: checked })}
            />
          }
          label={t('campaigns.creatives.tracking.useClickTag')}
          sx={{ flexShrink: 0 }}
        />
        <TextField
          label={t('campaigns.creatives.tracking.clickTag')}
          value={value.clickTag ?? ''}
          onChange={(event) => onChange({ clickTag: event.target.value })}
          disabled={!isClickTagOn}
          type="url"
          fullWidth
          size="small"
        />
      </Stack>
      <TextField
        label={t('campaigns.creatives.tracking.impressionTag')}
        value={value.impressionTag ?? ''}
        onChange={(event) => onChange({ impressionTag: event.target.value })}
        type="url"
        fullWidth
        size="small"
      />
    </Stack>
  );
}
