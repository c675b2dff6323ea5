import { useRef } from 'react';
import type { SizeValue } from './size-fields';
import type { MediaFacts } from './upload-field';

type Size = { width: number; height: number };

/**
 * A banner or interstitial takes its width and height from the picture uploaded, when the size is empty or is
 * the one the previous picture gave; a size the user typed or chose stays.
 */
export function useSizeFromImage(value: SizeValue) {
  const filled = useRef<Size | null>(null);
  return (facts: MediaFacts | undefined): Partial<Size> => {
    if (!facts?.width || !facts.height) return {};
    const isEmpty = value.width == null && value.height == null;
    const isFilled = filled.current?.width === value.width && filled.current?.height === value.height;
    if (!isEmpty && !isFilled) return {};
    filled.current = { width: facts.width, height: facts.height };
    return filled.current;
  };
}
