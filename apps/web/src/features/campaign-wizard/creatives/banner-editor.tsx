import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { CommonFields, Section } from './common-fields';
import type { EditorProps } from './editor-props';
import { MediaGrid } from './fields/media-grid';
import { SizeFields } from './fields/size-fields';
import { CreativeTextField } from './fields/text-field';
import { UploadField } from './fields/upload-field';

/** SPEC 3 banner: an image (or GIF) or an HTML tag, with its link and size. */
export function BannerEditor(props: EditorProps<'banner'>) {
  const { t } = useTranslation();
  const { item, onChange, errors } = props;
  return (
    <Stack spacing={2}>
      <Section title="content">
        <MediaGrid>
          <UploadField
            label={t('campaigns.creatives.fields.image')}
            kind="image"
            value={item.image}
            onChange={(image) => onChange({ image })}
            error={errors.get('image')}
          />
        </MediaGrid>
        <CreativeTextField
          name="tag"
          value={item.tag}
          onChange={(tag) => onChange({ tag })}
          errors={errors}
          helperText={t('campaigns.creatives.help.bannerTag')}
          multiline
          minRows={3}
          slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false } }}
        />
        <CreativeTextField
          name="link"
          type="url"
          value={item.link}
          onChange={(link) => onChange({ link })}
          errors={errors}
        />
        <SizeFields value={item} onChange={onChange} errors={errors} />
      </Section>
      <CommonFields {...props} />
    </Stack>
  );
}
