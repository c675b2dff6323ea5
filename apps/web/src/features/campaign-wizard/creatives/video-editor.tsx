import { keepDigits } from '@adcontrol/domain/rules/inputs';
import { DEFAULT_VIDEO_ZONE, roundVideoTimer } from '@adcontrol/domain/rules/video';
import Stack from '@mui/material/Stack';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { EditorLayout } from './editor-layout';
import type { EditorProps } from './editor-props';
import { CodeField, LinkField, MediaField } from './fields/content-fields';
import { CreativeTextField } from './fields/text-field';
import type { MediaFacts } from './fields/upload-field';

/**
 * Whole seconds and zones take digits only (SPEC 5 numeric inputs): a separator is refused as it is typed rather
 * than the value rounded under the user's cursor. A cleared field is no value, which the save turns into the
 * default (timer 0, zone 6).
 */
function wholeOrNone(text: string): number | undefined {
  const digits = keepDigits(text).slice(0, 3);
  return digits === '' ? undefined : Number(digits);
}

/** SPEC 3 video: the video (2 min at most), its link and tag, the timer in whole seconds and the zone (6). */
export function VideoEditor(props: EditorProps<'video'>) {
  const { t } = useTranslation();
  const { item, onChange, errors } = props;
  const filledTimer = useRef<number | null>(null);
  // The timer takes the uploaded video's length (12.6 s gives 13) unless the user set one of their own.
  const timerFrom = (facts: MediaFacts | undefined) => {
    if (facts?.durationSeconds === undefined) return {};
    const isOurs = !item.timer || item.timer === filledTimer.current;
    if (!isOurs) return {};
    filledTimer.current = roundVideoTimer(facts.durationSeconds);
    return { timer: filledTimer.current };
  };
  return (
    <EditorLayout {...props}>
      <MediaField
        name="video"
        value={item.video}
        onChange={(video, facts) => onChange({ video, ...timerFrom(facts) })}
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
          onChange={(text) => onChange({ timer: wholeOrNone(text) })}
          errors={errors}
          helperText={t('campaigns.creatives.help.timer')}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          sx={{ maxWidth: 200 }}
        />
        <CreativeTextField
          name="zone"
          value={item.zone == null ? '' : String(item.zone)}
          onChange={(text) => onChange({ zone: wholeOrNone(text) })}
          errors={errors}
          helperText={t('campaigns.creatives.help.zone', { zone: DEFAULT_VIDEO_ZONE })}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          sx={{ maxWidth: 200 }}
        />
      </Stack>
    </EditorLayout>
  );
}
