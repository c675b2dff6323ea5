import { DEFAULT_VIDEO_ZONE, roundVideoTimer } from '@adcontrol/domain/rules/video';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { CommonFields, Section } from './common-fields';
import type { EditorProps } from './editor-props';
import { CodeField, LinkField, MediaField } from './fields/content-fields';
import { CreativeTextField } from './fields/text-field';

/** Digits and at most one decimal separator (SPEC 5), read as a number; empty stays empty. */
function numberOf(text: string): number | null {
  const normal = text.replace(',', '.').replace(/[^\d.]/g, '');
  return normal === '' || Number.isNaN(Number(normal)) ? null : Number(normal);
}

/** A cleared field is no value, which the save turns into the default (timer 0, zone 6). */
function wholeOrNone(text: string, round: (value: number) => number): number | undefined {
  const value = numberOf(text);
  return value === null ? undefined : round(value);
}

/** SPEC 3 video: the video (2 min at most), its link and tag, the timer in whole seconds and the zone (6). */
export function VideoEditor(props: EditorProps<'video'>) {
  const { t } = useTranslation();
  const { item, onChange, errors } = props;
  return (
    <Stack spacing={2}>
      <Section title="content">
        <MediaField
          name="video"
          value={item.video}
          onChange={(video) => onChange({ video })}
          errors={errors}
        />
        <LinkField value={item.link} onChange={(link) => onChange({ link })} errors={errors} />
        <CodeField
          name="tag"
          value={item.tag}
          onChange={(tag) => onChange({ tag })}
          errors={errors}
          minRows={2}
        />
        <Stack direction="row" spacing={2}>
          <CreativeTextField
            name="timer"
            value={item.timer == null ? '' : String(item.timer)}
            onChange={(text) => onChange({ timer: wholeOrNone(text, roundVideoTimer) })}
            errors={errors}
            helperText={t('campaigns.creatives.help.timer')}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            sx={{ maxWidth: 200 }}
          />
          <CreativeTextField
            name="zone"
            value={item.zone == null ? '' : String(item.zone)}
            onChange={(text) => onChange({ zone: wholeOrNone(text, Math.round) })}
            errors={errors}
            helperText={t('campaigns.creatives.help.zone', { zone: DEFAULT_VIDEO_ZONE })}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            sx={{ maxWidth: 200 }}
          />
        </Stack>
      </Section>
      <CommonFields {...props} />
    </Stack>
  );
}
