import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../../lib/error-text';
import { useVastTemplate } from '../api/get-vast-tag';
import { CreativeTextField } from './text-field';
import { useLatest } from './use-latest';

export interface VastValue {
  vast?: boolean | undefined;
  vastString?: string | null | undefined;
}

interface VastFieldsProps {
  value: VastValue;
  onChange: (patch: VastValue) => void;
  errors: ReadonlyMap<string, string>;
}

/** An interstitial served as VAST video: the flag, and its XML, typed or started from the network's template. */
export function VastFields({ value, onChange, errors }: VastFieldsProps) {
  const { t } = useTranslation();
  const template = useVastTemplate();
  const latestOnChange = useLatest(onChange);
  return (
    <Stack spacing={1.5}>
      <FormControlLabel
        control={<Switch checked={value.vast ?? false} onChange={(_, vast) => onChange({ vast })} />}
        label={t('campaigns.creatives.fields.vast')}
      />
      {value.vast && (
        <>
          <CreativeTextField
            name="vastString"
            value={value.vastString}
            onChange={(vastString) => onChange({ vastString })}
            errors={errors}
            multiline
            minRows={4}
            maxRows={14}
            slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false } }}
          />
          <div>
            <Button
              variant="outlined"
              size="small"
              loading={template.isPending}
              onClick={() =>
                template.mutate(undefined, {
                  onSuccess: ({ vast }) => latestOnChange.current({ vastString: vast }),
                })
              }
            >
              {t('campaigns.creatives.vast.insertTemplate')}
            </Button>
          </div>
          {template.isError && (
            <Alert severity="error" onClose={() => template.reset()}>
              {errorText(template.error, t)}
            </Alert>
          )}
        </>
      )}
    </Stack>
  );
}
