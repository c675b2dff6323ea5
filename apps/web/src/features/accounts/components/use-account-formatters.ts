import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session-store';
import { useCountryOptions } from '../../../lib/use-country-options';

/** Country names and dates in the reader's language, dates in the reader's own time zone. */
export function useAccountFormatters() {
  const { i18n } = useTranslation();
  const { account } = useSession();
  const countries = useCountryOptions();
  return useMemo(() => {
    const countryNames = new Map(countries.map((country) => [country.code, country.name]));
    let dates: Intl.DateTimeFormat;
    try {
      dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: account?.timezone });
    } catch {
      dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
    }
    return {
      country: (code: string | null) => (code ? (countryNames.get(code as never) ?? code) : '—'),
      date: (iso: string) => {
        const value = new Date(iso);
        return Number.isNaN(value.getTime()) ? '—' : dates.format(value);
      },
    };
  }, [countries, i18n.language, account?.timezone]);
}
