import { formatCompact, formatNumber } from '@adcontrol/domain/format/format';
import type { Language } from '@adcontrol/domain/shared/enums';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session-store';

function displayNames(language: string, type: 'region' | 'language') {
  try {
    return new Intl.DisplayNames([language], { type });
  } catch {
    return null;
  }
}

/** Sizes, dates, country and language names in the reader's language; dates in the reader's time zone. */
export function useAudienceFormatters() {
  const { i18n } = useTranslation();
  const { account } = useSession();
  const language = (i18n.resolvedLanguage ?? i18n.language) as Language;
  return useMemo(() => {
    let dates: Intl.DateTimeFormat;
    try {
      dates = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: account?.timezone });
    } catch {
      dates = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
    }
    const regions = displayNames(language, 'region');
    const languages = displayNames(language, 'language');
    return {
      language,
      number: (value: number) => formatNumber(value, language),
      compact: (value: number) => formatCompact(value, language),
      size: (value: number | null) => (value === null ? '—' : formatNumber(value, language)),
      date: (iso: string) => {
        const value = new Date(iso);
        return Number.isNaN(value.getTime()) ? '—' : dates.format(value);
      },
      country: (code: string) => regions?.of(code.toUpperCase()) ?? code,
      languageName: (code: string) => {
        try {
          return languages?.of(code) ?? code;
        } catch {
          return code;
        }
      },
    };
  }, [language, account?.timezone]);
}
export type AudienceFormatters = ReturnType<typeof useAudienceFormatters>;
