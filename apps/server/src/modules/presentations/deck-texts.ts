import {
  formatCtr,
  formatCurrency,
  formatDay,
  formatNumber,
  formatShortDay,
} from '@adcontrol/domain/format/format';
import type { Currency, Language } from '@adcontrol/domain/shared/enums';

/** The name the decks are signed with: the network's. */
export const NETWORK_NAME = 'adcontrol';

/** The words of a client deck, in each interface language. */
export interface DeckTexts {
  title: string;
  preparedBy: string;
  period: (from: string, to: string) => string;
  results: string;
  impressions: string;
  clicks: string;
  ctr: string;
  reach: string;
  reachNote: (campaigns: number) => string;
  campaignsLabel: string;
  days: string;
  dailyAverage: string;
  frequency: string;
  frequencyNote: string;
  spend: string;
  daily: string;
  audience: string;
  gender: string;
  female: string;
  male: string;
  age: string;
  regions: string;
  where: string;
  apps: string;
  other: string;
  noData: string;
  creatives: string;
  noImage: string;
  campaign: string;
  campaigns: (count: number) => string;
  summary: string;
  bestDay: string;
  bestCreative: string;
  topRegion: string;
  topApp: string;
  thanks: string;
  page: (page: number, of: number) => string;
}

export const DECK_TEXTS: Record<Language, DeckTexts> = {
  en: {
    title: 'Campaign results',
    preparedBy: `Prepared by ${NETWORK_NAME}`,
    period: (from, to) => `${from} – ${to}`,
    results: 'Results at a glance',
    impressions: 'Impressions',
    clicks: 'Clicks',
    ctr: 'CTR',
    reach: 'Reach',
    reachNote: (campaigns) =>
      campaigns > 1
        ? 'Reach: unique devices reached, summed over the campaigns'
        : 'Reach: unique devices reached',
    campaignsLabel: 'Campaigns',
    days: 'Days',
    dailyAverage: 'Impressions per day',
    frequency: 'Frequency',
    frequencyNote: 'Impressions per device',
    spend: 'Investment',
    daily: 'Daily impressions and clicks',
    audience: 'Audience',
    gender: 'Gender',
    female: 'Female',
    male: 'Male',
    age: 'Age',
    regions: 'Countries and regions',
    where: 'Where the ads were seen',
    apps: 'Apps',
    other: 'Other',
    noData: 'No data for this period',
    creatives: 'Creatives',
    noImage: 'No image',
    campaign: 'Campaign',
    campaigns: (count) => (count === 1 ? '1 campaign' : `${count} campaigns`),
    summary: 'Summary',
    bestDay: 'Best day',
    bestCreative: 'Best creative',
    topRegion: 'Top region',
    topApp: 'Top app',
    thanks: 'Thank you',
    page: (page, of) => `${page} / ${of}`,
  },
  es: {
    title: 'Resultados de campaña',
    preparedBy: `Preparado por ${NETWORK_NAME}`,
    period: (from, to) => `${from} – ${to}`,
    results: 'Resultados de un vistazo',
    impressions: 'Impresiones',
    clicks: 'Clics',
    ctr: 'CTR',
    reach: 'Alcance',
    reachNote: (campaigns) =>
      campaigns > 1
        ? 'Alcance: dispositivos únicos alcanzados, sumados entre campañas'
        : 'Alcance: dispositivos únicos alcanzados',
    campaignsLabel: 'Campañas',
    days: 'Días',
    dailyAverage: 'Impresiones por día',
    frequency: 'Frecuencia',
    frequencyNote: 'Impresiones por dispositivo',
    spend: 'Inversión',
    daily: 'Impresiones y clics diarios',
    audience: 'Audiencia',
    gender: 'Género',
    female: 'Mujeres',
    male: 'Hombres',
    age: 'Edad',
    regions: 'Países y regiones',
    where: 'Dónde se vieron los anuncios',
    apps: 'Apps',
    other: 'Otros',
    noData: 'Sin datos en este periodo',
    creatives: 'Creatividades',
    noImage: 'Sin imagen',
    campaign: 'Campaña',
    campaigns: (count) => (count === 1 ? '1 campaña' : `${count} campañas`),
    summary: 'Resumen',
    bestDay: 'Mejor día',
    bestCreative: 'Mejor creatividad',
    topRegion: 'Región principal',
    topApp: 'App principal',
    thanks: 'Gracias',
    page: (page, of) => `${page} / ${of}`,
  },
  pt: {
    title: 'Resultados da campanha',
    preparedBy: `Preparado por ${NETWORK_NAME}`,
    period: (from, to) => `${from} – ${to}`,
    results: 'Resultados em resumo',
    impressions: 'Impressões',
    clicks: 'Cliques',
    ctr: 'CTR',
    reach: 'Alcance',
    reachNote: (campaigns) =>
      campaigns > 1
        ? 'Alcance: dispositivos únicos alcançados, somados entre campanhas'
        : 'Alcance: dispositivos únicos alcançados',
    campaignsLabel: 'Campanhas',
    days: 'Dias',
    dailyAverage: 'Impressões por dia',
    frequency: 'Frequência',
    frequencyNote: 'Impressões por dispositivo',
    spend: 'Investimento',
    daily: 'Impressões e cliques diários',
    audience: 'Público',
    gender: 'Gênero',
    female: 'Mulheres',
    male: 'Homens',
    age: 'Idade',
    regions: 'Países e regiões',
    where: 'Onde os anúncios foram vistos',
    apps: 'Apps',
    other: 'Outros',
    noData: 'Sem dados neste período',
    creatives: 'Criativos',
    noImage: 'Sem imagem',
    campaign: 'Campanha',
    campaigns: (count) => (count === 1 ? '1 campanha' : `${count} campanhas`),
    summary: 'Resumo',
    bestDay: 'Melhor dia',
    bestCreative: 'Melhor criativo',
    topRegion: 'Região principal',
    topApp: 'App principal',
    thanks: 'Obrigado',
    page: (page, of) => `${page} / ${of}`,
  },
};

/**
 * Numbers, percentages, money and dates as the screens write them: the shared formatting module, so a figure
 * reads the same on a slide as on the campaign page.
 */
export interface DeckFormat {
  count: (value: number) => string;
  /** A ratio with up to two decimals: 2.35 or 2,35. */
  decimal: (value: number) => string;
  /** A CTR already in percent, with SPEC 9's two decimals: 1.25 reads "1.25%" or "1,25 %". */
  percent: (value: number) => string;
  /** Whole units after the network's code, as the screens' totals: "CLP 1.500.000". */
  money: (money: { currency: Currency; amount: number }) => string;
  /** A network day, `2026-03-01`, as every date of the product: 01/03/26. */
  day: (date: string) => string;
  /** A short day for chart axes: 01/03. */
  shortDay: (date: string) => string;
}

export function deckFormat(language: Language): DeckFormat {
  return {
    count: (value) => formatNumber(value, language),
    decimal: (value) => formatNumber(value, language, 2),
    percent: (value) => formatCtr(value, language),
    money: ({ currency, amount }) => formatCurrency(amount, currency, language, true),
    day: formatDay,
    shortDay: formatShortDay,
  };
}
