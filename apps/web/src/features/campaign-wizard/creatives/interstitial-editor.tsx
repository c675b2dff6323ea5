import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { CommonFields, Section } from './common-fields';
import type { EditorProps } from './editor-props';
import { MediaGrid } from './fields/media-grid';
import { SizeFields } from './fields/size-fields';
import { CreativeTextField } from './fields/text-field';
import { UploadField } from './fields/upload-field';
import { VastFields } from './fields/vast-fields';

const CODE_INPUT = { htmlInput: { dir: 'ltr', spellCheck: false } } as const;

/** SPEC 3 interstitial: an image, HTML, a tag or a VAST document, with its link and size. */
export function InterstitialEditor(props: EditorProps<'interstitial'>) {
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
          name="link"
          type="url"
          value={item.link}
          onChange={(link) => onChange({ link })}
          errors={errors}
        />
        <CreativeTextField
          name="tag"
          value={item.tag}
          onChange={(tag) => onChange({ tag })}
          errors={errors}
          multiline
          minRows={3}
          slotProps={CODE_INPUT}
        />
        <CreativeTextField
          name="html"
          value={item.html}
          onChange={(html) => onChange({ html })}
          errors={errors}
          helperText={t('campaigns.creatives.help.html')}
          multiline
          minRows={3}
          slotProps={CODE_INPUT}
        />
        <VastFields value={item} onChange={onChange} errors={errors} />
        <SizeFields value={item} onChange={onChange} errors={errors} />
      </Section>
      <CommonFields {...props} />
    </Stack>
  );
}
