import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { CommonFields, Section } from './common-fields';
import type { EditorProps } from './editor-props';
import { CodeField, LinkField, MediaField } from './fields/content-fields';
import { SizeFields } from './fields/size-fields';
import { useSizeFromImage } from './fields/use-size-from-image';
import { VastFields } from './fields/vast-fields';

/** SPEC 3 interstitial: an image, HTML, a tag or a VAST document, with its link and size. */
export function InterstitialEditor(props: EditorProps<'interstitial'>) {
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
      </Section>
      <CommonFields {...props} />
    </Stack>
  );
}
