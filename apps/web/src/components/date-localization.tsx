import type { Language } from '@adcontrol/domain/shared/enums';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS as pickerEn, esES as pickerEs, ptBR as pickerPt } from '@mui/x-date-pickers/locales';
import type { Locale } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';
import { es } from 'date-fns/locale/es';
import { ptBR } from 'date-fns/locale/pt-BR';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const LOCALES: Record<Language, { dates: Locale; texts: typeof pickerEn }> = {
  en: { dates: enUS, texts: pickerEn },
  es: { dates: es, texts: pickerEs },
  pt: { dates: ptBR, texts: pickerPt },
};

/**
 * The calendar's months, weekdays, first day of the week and buttons in the reader's language. It wraps each
 * date field rather than the whole app, so the date library loads only with the screens that ask for a date.
 */
export function DateLocalization({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const locale = LOCALES[(i18n.resolvedLanguage ?? i18n.language) as Language] ?? LOCALES.en;
  return (
    <LocalizationProvider
      dateAdapter={AdapterDateFns}
      adapterLocale={locale.dates}
      localeText={locale.texts.components.MuiLocalizationProvider.defaultProps.localeText}
    >
      {children}
    </LocalizationProvider>
  );
}
