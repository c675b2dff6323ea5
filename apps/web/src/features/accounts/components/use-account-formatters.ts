import { formatCampaignDate } from '@adcontrol/domain/format/format';
import { useMemo } from 'react';
import { useCountryOptions } from '../../../lib/use-country-options';

/** Country names in the reader's language; dates as every date of the product (SPEC 9): DD/MM/YY at -03:00. */
export function useAccountFormatters() {
  const countries = useCountryOptions();
  return useMemo(() => {
    const countryNames = new Map(countries.map((country) => [country.code, country.name]));
    return {
      country: (code: string | null) => (code ? (countryNames.get(code as never) ?? code) : '—'),
      date: (iso: string) => formatCampaignDate(iso) || '—',
    };
  }, [countries]);
}
