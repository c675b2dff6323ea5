import { type DateInput, formatDisplayDate, formatDisplayDateTime } from '../rules/date-format';
import { CTR_DECIMALS, PERCENTAGE_DECIMALS, roundTo } from '../rules/rounding';
import type { Currency, Language } from '../shared/enums';

/**
 * Numbers, money and dates as the reader's language writes them (Intl), with SPEC 9's rules: CTR with 2
 * decimals, other percentages with 1, campaign dates DD/MM/YY at -03:00 whatever the language.
 */

/** `MX` is the network's own code for Mexican pesos (SPEC 9); Intl needs ISO 4217. */
const ISO_CURRENCY: Partial<Record<Currency, string>> = { MX: 'MXN' };

/**
 * Each `Intl` formatter is costly to build (a weekday's took about 1 ms on a phone) and a screen formats
 * hundreds of figures: keep them, one per language and options.
 */
type Formatter = Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat | Intl.DisplayNames;

const formatters = new Map<string, Formatter>();

function kept<T extends Formatter>(key: string, make: () => T): T {
  let format = formatters.get(key) as T | undefined;
  if (!format) {
    format = make();
    formatters.set(key, format);
  }
  return format;
}

/**
 * Grouping is always on: Spanish and Portuguese leave four-digit numbers ungrouped by default, which puts
 * "5400" above "12.345" in one column; every figure of a column reads alike on screen and in files.
 */
function numberFormat(language: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return kept(
    `number|${language}|${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(language, { useGrouping: 'always', ...options }),
  );
}

/** A count or amount with the language's grouping and decimal marks: 1,234,567 / 1.234.567. */
export function formatNumber(value: number, language: Language, maximumFractionDigits = 0): string {
  return numberFormat(language, { maximumFractionDigits }).format(roundTo(value, maximumFractionDigits));
}

/** A short figure for tight places (axes, big numbers on a phone): 1.2M, 1,2 mi, 1,2 mill. */
export function formatCompact(value: number, language: Language): string {
  return numberFormat(language, { notation: 'compact', maximumFractionDigits: 1 }).format(value);
}

/** Percent units (12.5 means 12.5 %) rounded half away from zero, with a fixed number of decimals. */
function percent(
  value: number,
  language: Language,
  decimals: number,
  signDisplay: Intl.NumberFormatOptions['signDisplay'] = 'auto',
): string {
  return numberFormat(language, {
    style: 'percent',
    signDisplay,
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(roundTo(value, decimals) / 100);
}

/** A percentage given in percent units (12.5 means 12.5 %), rounded half away from zero. */
export function formatPercentage(
  value: number,
  language: Language,
  decimals: number = PERCENTAGE_DECIMALS,
): string {
  return percent(value, language, decimals);
}

/** SPEC 9: a CTR always shows 2 decimals. */
export function formatCtr(value: number, language: Language): string {
  return formatPercentage(value, language, CTR_DECIMALS);
}

/** A change in percent units with its sign, for trends: +12.5 %, −3.0 %, 0.0 %. */
export function formatDelta(
  value: number,
  language: Language,
  decimals: number = PERCENTAGE_DECIMALS,
): string {
  return percent(value, language, decimals, 'exceptZero');
}

/** The decimals a currency is usually written with (CLP none, USD two), whatever the language. */
export function currencyDecimals(currency: Currency): number {
  return (
    kept(
      `currency|${currency}`,
      () => new Intl.NumberFormat('en', { style: 'currency', currency: ISO_CURRENCY[currency] ?? currency }),
    ).resolvedOptions().maximumFractionDigits ?? 2
  );
}

/**
 * One way to write money everywhere (decision 051): the network's currency code, as every currency picker and
 * filter names it, then the amount with the language's marks: "CLP 1.500.000", "USD 1,234.50", "MX 10,00".
 * Never converted; with the currency's usual decimals, or in whole units where cents would only be noise.
 */
export function formatCurrency(
  amount: number,
  currency: Currency,
  language: Language,
  isWhole = false,
): string {
  return `${currency}\u00a0${formatAmount(amount, currency, language, isWhole)}`;
}

/**
 * Money without its code, for a column or line already headed by the currency ("Total USD", "CLP"): the same
 * figure as `formatCurrency`'s, "20.400.512" under CLP, "52,352,031.90" under ARS.
 */
export function formatAmount(
  amount: number,
  currency: Currency,
  language: Language,
  isWhole = false,
): string {
  const decimals = isWhole ? 0 : currencyDecimals(currency);
  return numberFormat(language, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(roundTo(amount, decimals));
}

/** Money shortened for tight places, by the same rule: USD 1.2M, USD 1,2 mi. */
export function formatCurrencyCompact(amount: number, currency: Currency, language: Language): string {
  return `${currency}\u00a0${formatCompact(amount, language)}`;
}

/** A campaign's date as SPEC 9 shows it in every language: DD/MM/YY at -03:00. */
export function formatCampaignDate(instant: DateInput): string {
  return formatDisplayDate(instant);
}

/** A campaign's date and time: DD/MM/YY HH:mm at -03:00. */
export function formatCampaignDateTime(instant: DateInput): string {
  return formatDisplayDateTime(instant);
}

/** A network day (`YYYY-MM-DD`, already at -03:00) read as its parts, with no time-zone shift. */
function dayParts(day: string): { year: string; month: string; date: string } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const [, year = '', month = '', date = ''] = match;
  return { year, month, date };
}

/** A network day as DD/MM/YY, like every other date of the product. */
export function formatDay(day: string): string {
  const parts = dayParts(day);
  return parts ? `${parts.date}/${parts.month}/${parts.year.slice(2)}` : '';
}

/** A network day without its year, for chart axes: DD/MM. */
export function formatShortDay(day: string): string {
  const parts = dayParts(day);
  return parts ? `${parts.date}/${parts.month}` : '';
}

/** The weekday of a network day in the reader's language: "Tue", "mar", "ter.". */
export function formatWeekday(day: string, language: Language): string {
  const parts = dayParts(day);
  if (!parts) return '';
  const instant = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.date));
  return kept(
    `weekday|${language}`,
    () => new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' }),
  ).format(instant);
}

/**
 * A country's name in the reader's language ("Chile", "Brasil"), from one formatter per language (a table
 * names a country on every row), or its code where Intl cannot read it.
 */
export function formatCountry(code: string, language: string): string {
  const names = kept(`region|${language}`, () => new Intl.DisplayNames([language], { type: 'region' }));
  try {
    return names.of(code) ?? code;
  } catch {
    // Not a region code (a label kept from before, a typo in an import).
    return code;
  }
}

/** Whole calendar days from one network day to another, in words: "today", "tomorrow", "in 3 days". */
export function formatDaysAway(fromDay: string, toDay: string, language: Language): string {
  const from = dayParts(fromDay);
  const to = dayParts(toDay);
  if (!from || !to) return '';
  const utc = (parts: NonNullable<typeof from>) =>
    Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.date));
  const days = Math.round((utc(to) - utc(from)) / 86_400_000);
  return kept(
    `relative|${language}`,
    () => new Intl.RelativeTimeFormat(language, { numeric: 'auto' }),
  ).format(days, 'day');
}

/** Every formatter above bound to one language, for a screen to take from a hook. */
export function formattersFor(language: Language) {
  return {
    language,
    number: (value: number, maximumFractionDigits?: number) =>
      formatNumber(value, language, maximumFractionDigits),
    compact: (value: number) => formatCompact(value, language),
    percentage: (value: number) => formatPercentage(value, language),
    ctr: (value: number) => formatCtr(value, language),
    delta: (value: number) => formatDelta(value, language),
    currency: (amount: number, currency: Currency) => formatCurrency(amount, currency, language),
    wholeCurrency: (amount: number, currency: Currency) => formatCurrency(amount, currency, language, true),
    currencyCompact: (amount: number, currency: Currency) =>
      formatCurrencyCompact(amount, currency, language),
    campaignDate: formatCampaignDate,
    campaignDateTime: formatCampaignDateTime,
    day: formatDay,
    shortDay: formatShortDay,
    weekday: (day: string) => formatWeekday(day, language),
    daysAway: (fromDay: string, toDay: string) => formatDaysAway(fromDay, toDay, language),
  };
}
export type Formatters = ReturnType<typeof formattersFor>;

/**
 * An instant in the reader's own time zone and language, for "generated at" lines: DD/MM/YY HH:mm and the
 * zone's short name ("27/11/26 18:04 GMT-3"). Campaign times stay at the network's -03:00 (formatCampaignDateTime).
 */
export function formatInstantIn(instant: DateInput, language: Language, timeZone: string): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return '';
  const parts = kept(
    `instant|${language}|${timeZone}`,
    () =>
      new Intl.DateTimeFormat(language, {
        timeZone,
        day: '2-digit',
        month: '2-digit',
        year: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
        timeZoneName: 'short',
      }),
  ).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')} ${part('hour')}:${part('minute')} ${part('timeZoneName')}`;
}
