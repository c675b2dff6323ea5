import { type Formatters, formattersFor } from '@adcontrol/domain/format/format';
import type { Language } from '@adcontrol/domain/shared/enums';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Numbers, money and dates in the language the reader chose, rebuilt when it changes. */
export function useFormatters(): Formatters {
  const { i18n } = useTranslation();
  const language = (i18n.resolvedLanguage ?? i18n.language) as Language;
  return useMemo(() => formattersFor(language), [language]);
}
