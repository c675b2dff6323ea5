import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { CommonFields, Section } from './common-fields';
import type { EditorProps } from './editor-props';
import { CodeField, LinkField, MediaField } from './fields/content-fields';
import { SizeFields } from './fields/size-fields';
import { useSizeFromImage } from './fields/use-size-from-image';

/** SPEC 3 banner: an image (or GIF) or an HTML tag, with its link and size. */
export function BannerEditor(props: EditorProps<'banner'>) {
  const { t } = useTranslation();
  const { item, onChange, errors } = props;
  const sizeFrom = useSizeFromImage(item);
  return (
    <Stack spacing={2}>
      <Section title="content">
        <MediaField
          name="image"
          value={item.image}
          onChange={(image, facts) => onChange({ image, ...sizeFrom(facts) })}
          errors={errors}
        />
        <CodeField
          name="tag"
          value={item.tag}
          onChange={(tag) => onChange({ tag })}
          errors={errors}
          helperText={t('campaigns.creatives.help.bannerTag')}
        />
        <LinkField value={item.link} onChange={(link) => onChange({ link })} errors={errors} />
        <SizeFields value={item} onChange={onChange} errors={errors} />
      </Section>
      <CommonFields {...props} />
    </Stack>
  );
}
