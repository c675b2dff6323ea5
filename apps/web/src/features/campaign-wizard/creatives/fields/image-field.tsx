import { MediaField } from './content-fields';
import type { SizeValue } from './size-fields';
import { useSizeFromImage } from './use-size-from-image';

interface ImageFieldProps {
  value: SizeValue & { image?: string | null | undefined };
  onChange: (patch: SizeValue & { image: string | null }) => void;
  errors: ReadonlyMap<string, string>;
}

/** A banner's or interstitial's picture, which brings its size along (useSizeFromImage). */
export function ImageField({ value, onChange, errors }: ImageFieldProps) {
  const sizeFrom = useSizeFromImage(value);
  return (
    <MediaField
      name="image"
      value={value.image}
      onChange={(image, facts) => onChange({ image, ...sizeFrom(facts) })}
      errors={errors}
    />
  );
}
