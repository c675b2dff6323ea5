import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { EditorLayout } from './editor-layout';
import type { EditorProps } from './editor-props';
import { MediaGrid } from './fields/media-grid';
import { PushTextField } from './fields/push-text-field';
import { CreativeTextField } from './fields/text-field';
import { UploadField } from './fields/upload-field';

/** SPEC 3 push: title and subtitle of 35 characters, image, logo, link and a video of 13 s at most. */
export function PushEditor(props: EditorProps<'push'>) {
  const { t } = useTranslation();
  const { item, onChange, errors } = props;
  return (
    <EditorLayout {...props}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <PushTextField
          label={t('campaigns.creatives.fields.title')}
          value={item.title}
          onChange={(title) => onChange({ title })}
          error={errors.get('title')}
        />
        <PushTextField
          label={t('campaigns.creatives.fields.subtitle')}
          value={item.subtitle}
          onChange={(subtitle) => onChange({ subtitle })}
        />
      </Stack>
      <CreativeTextField
        name="link"
        type="url"
        value={item.link}
        onChange={(link) => onChange({ link })}
        errors={errors}
      />
      <MediaGrid>
        <UploadField
          label={t('campaigns.creatives.fields.image')}
          kind="image"
          value={item.image}
          onChange={(image) => onChange({ image })}
        />
        <UploadField
          label={t('campaigns.creatives.fields.logo')}
          kind="image"
          value={item.logo}
          onChange={(logo) => onChange({ logo })}
        />
        <UploadField
          label={t('campaigns.creatives.fields.video')}
          kind="push"
          value={item.video}
          onChange={(video) => onChange({ video })}
        />
      </MediaGrid>
    </EditorLayout>
  );
}
