import { formatCampaignDate, formatCompact, formatNumber } from '@adcontrol/domain/format/format';
import type { Language } from '@adcontrol/domain/shared/enums';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

function displayNames(language: string, type: 'region' | 'language') {
  try {
    return new Intl.DisplayNames([language], { type });
  } catch {
    return null;
  }
}

/** Sizes, country and language names in the reader's language; dates DD/MM/YY at -03:00 (SPEC 9). */
export function useAudienceFormatters() {
  const { i18n } = useTranslation();
  const language = (i18n.resolvedLanguage ?? i18n.language) as Language;
  return useMemo(() => {
    const regions = displayNames(language, 'region');
    const languages = displayNames(language, 'language');
    return {
      language,
      number: (value: number) => formatNumber(value, language),
      compact: (value: number) => formatCompact(value, language),
      size: (value: number | null) => (value === null ? '—' : formatNumber(value, language)),
      date: (iso: string) => formatCampaignDate(iso) || '—',
      country: (code: string) => regions?.of(code.toUpperCase()) ?? code,
      languageName: (code: string) => {
        try {
          return languages?.of(code) ?? code;
        } catch {
          return code;
        }
      },
    };
  }, [language]);
}
export type AudienceFormatters = ReturnType<typeof useAudienceFormatters>;
