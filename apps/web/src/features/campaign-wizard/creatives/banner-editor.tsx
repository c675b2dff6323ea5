import { useTranslation } from 'react-i18next';
import { EditorLayout } from './editor-layout';
import type { EditorProps } from './editor-props';
import { CodeField, LinkField } from './fields/content-fields';
import { ImageField } from './fields/image-field';
import { SizeFields } from './fields/size-fields';

/** SPEC 3 banner: an image (or GIF) or an HTML tag, with its link and size. */
export function BannerEditor(props: EditorProps<'banner'>) {
  const { t } = useTranslation();
  const { item, onChange, errors } = props;
  return (
    <EditorLayout {...props}>
      <ImageField value={item} onChange={onChange} errors={errors} />
      <CodeField
        name="tag"
        value={item.tag}
        onChange={(tag) => onChange({ tag })}
        errors={errors}
        helperText={t('campaigns.creatives.help.bannerTag')}
      />
      <LinkField value={item.link} onChange={(link) => onChange({ link })} errors={errors} />
      <SizeFields value={item} onChange={onChange} errors={errors} />
    </EditorLayout>
  );
}
