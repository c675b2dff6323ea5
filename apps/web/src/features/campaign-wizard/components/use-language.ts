import type { Language } from '@adcontrol/domain/shared/enums';
import { useTranslation } from 'react-i18next';

/** The interface language, for number and currency formats. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return (i18n.resolvedLanguage ?? i18n.language) as Language;
}
