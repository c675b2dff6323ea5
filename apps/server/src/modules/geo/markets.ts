import { COUNTRIES, COUNTRY_CURRENCY, type CountryCode, type Currency } from '@adcontrol/domain/shared/enums';

const names = new Intl.DisplayNames(['en'], { type: 'region' });

/** The countries the network sells in, with their English names and billing currency, sorted by name. */
export const MARKET_COUNTRIES: readonly { code: CountryCode; name: string; currency: Currency }[] =
  COUNTRIES.map((code) => ({ code, name: names.of(code) ?? code, currency: COUNTRY_CURRENCY[code] })).sort(
    (a, b) => a.name.localeCompare(b.name, 'en'),
  );
