import { COUNTRIES, type CountryCode } from '@adcontrol/domain/shared/enums';

/** SPEC's markets: people (millions), smartphone share, and languages spoken on devices there. */
export const MARKETS: Record<
  CountryCode,
  { people: number; smartphones: number; languages: Record<string, number> }
> = {
  CL: { people: 19.6, smartphones: 0.8, languages: { es: 0.95, en: 0.05 } },
  AR: { people: 46.2, smartphones: 0.78, languages: { es: 0.96, en: 0.03, pt: 0.01 } },
  CO: { people: 52.1, smartphones: 0.72, languages: { es: 0.97, en: 0.03 } },
  MX: { people: 129, smartphones: 0.74, languages: { es: 0.95, en: 0.05 } },
  PE: { people: 34.4, smartphones: 0.7, languages: { es: 0.97, en: 0.03 } },
  PA: { people: 4.4, smartphones: 0.75, languages: { es: 0.9, en: 0.1 } },
  ES: { people: 48.3, smartphones: 0.88, languages: { es: 0.9, en: 0.07, pt: 0.03 } },
  US: { people: 335, smartphones: 0.85, languages: { en: 0.83, es: 0.16, pt: 0.01 } },
};

export const MARKET_COUNTRIES: readonly CountryCode[] = COUNTRIES;
