import { useTranslation } from 'react-i18next';
import type { MediaKind } from '../api/upload-media';
import { MediaGrid } from './media-grid';
import { CreativeTextField } from './text-field';
import { type MediaFacts, UploadField } from './upload-field';

interface FieldProps<V> {
  value: V;
  onChange: (value: string) => void;
  errors: ReadonlyMap<string, string>;
}

/** A creative's one media file (its image or its video), in the media grid. */
export function MediaField({
  name,
  value,
  onChange,
  errors,
}: Omit<FieldProps<string | null | undefined>, 'onChange'> & {
  name: 'image' | 'video';
  onChange: (value: string | null, facts?: MediaFacts) => void;
}) {
  const { t } = useTranslation();
  const kind: MediaKind = name === 'image' ? 'image' : 'video';
  return (
    <MediaGrid>
      <UploadField
        label={t(`campaigns.creatives.fields.${name}`)}
        kind={kind}
        value={value ?? null}
        onChange={onChange}
        error={errors.get(name)}
      />
    </MediaGrid>
  );
}

/** Where a click on the creative goes. */
export function LinkField(props: FieldProps<string | null | undefined>) {
  return <CreativeTextField name="link" type="url" {...props} />;
}

/** Third-party markup (a tag or HTML), typed left to right and never spell-checked. */
export function CodeField({
  name,
  minRows = 3,
  helperText,
  ...props
}: FieldProps<string | null | undefined> & { name: 'tag' | 'html'; minRows?: number; helperText?: string }) {
  return (
    <CreativeTextField
      name={name}
      multiline
      minRows={minRows}
      helperText={helperText}
      slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false } }}
      {...props}
    />
  );
}
