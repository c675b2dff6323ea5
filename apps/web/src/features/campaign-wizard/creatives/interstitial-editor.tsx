import { useTranslation } from 'react-i18next';
import { EditorLayout } from './editor-layout';
import type { EditorProps } from './editor-props';
import { CodeField, LinkField } from './fields/content-fields';
import { ImageField } from './fields/image-field';
import { SizeFields } from './fields/size-fields';
import { VastFields } from './fields/vast-fields';

/** SPEC 3 interstitial: an image, HTML, a tag or a VAST document, with its link and size. */
export function InterstitialEditor(props: EditorProps<'interstitial'>) {
  const { t } = useTranslation();
  const { item, onChange, errors } = props;
  return (
    <EditorLayout {...props}>
      <ImageField value={item} onChange={onChange} errors={errors} />
      <LinkField value={item.link} onChange={(link) => onChange({ link })} errors={errors} />
      <CodeField name="tag" value={item.tag} onChange={(tag) => onChange({ tag })} errors={errors} />
      <CodeField
        name="html"
        value={item.html}
        onChange={(html) => onChange({ html })}
        errors={errors}
        helperText={t('campaigns.creatives.help.html')}
      />
      <VastFields value={item} onChange={onChange} errors={errors} />
      <SizeFields value={item} onChange={onChange} errors={errors} />
    </EditorLayout>
  );
}
