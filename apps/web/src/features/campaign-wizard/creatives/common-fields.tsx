import type { CreativeFormat } from '@adcontrol/domain/shared/enums';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditorProps } from './editor-props';
import { AudiencePicker } from './fields/audience-picker';
import { DeliveryRule } from './fields/delivery-rule';
import { TagFields } from './fields/tag-fields';
import { TrackingTags } from './fields/tracking-tags';

/** What every creative carries beside its content: who sees it, its tags, when it runs and its trackers. */
export function CommonFields<F extends CreativeFormat>({
  item,
  onChange,
  errors,
  country,
  renderAudienceBuilder,
}: EditorProps<F>) {
  const patch = onChange as (patch: object) => void;
  return (
    <>
      <Section title="audience">
        <AudiencePicker
          value={item.audienceId}
          onChange={(audienceId) => patch({ audienceId })}
          country={country}
          error={errors.get('audienceId')}
          renderAudienceBuilder={renderAudienceBuilder}
        />
        <TagFields value={item} onChange={patch} />
      </Section>
      <Section title="delivery">
        <DeliveryRule value={item} onChange={patch} />
      </Section>
      <Section title="tracking">
        <TrackingTags value={item} onChange={patch} />
      </Section>
    </>
  );
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} component="section">
      <Divider />
      <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600 }}>
        {t(`campaigns.creatives.sections.${title}`)}
      </Typography>
      {children}
    </Stack>
  );
}
