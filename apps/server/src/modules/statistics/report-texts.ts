import type { Language } from '@adcontrol/domain/shared/enums';

/** The words of a downloaded report, in each interface language (like the mail templates). */
export interface ReportTexts {
  summary: string;
  campaign: string;
  campaignId: string;
  from: string;
  to: string;
  impressions: string;
  clicks: string;
  ctr: string;
  generatedAt: string;
  days: string;
  date: string;
  regions: string;
  country: string;
  region: string;
  apps: string;
  app: string;
  name: string;
  quartiles: string;
  creative: string;
  start: string;
  firstQuartile: string;
  midpoint: string;
  thirdQuartile: string;
  complete: string;
  completion: string;
  /** The PDF's title: "{name} report". */
  title: (name: string) => string;
  /** The PDF's line under the name. */
  range: (id: number, from: string, to: string) => string;
  /** Several campaigns in one file (an advertiser's scheduled report). */
  advertiser: string;
  campaigns: string;
  severalRange: (count: number, from: string, to: string) => string;
}

export const REPORT_TEXTS: Record<Language, ReportTexts> = {
  en: {
    summary: 'Summary',
    campaign: 'Campaign',
    campaignId: 'Campaign id',
    from: 'From',
    to: 'To',
    impressions: 'Impressions',
    clicks: 'Clicks',
    ctr: 'CTR (%)',
    generatedAt: 'Generated at',
    days: 'Days',
    date: 'Date',
    regions: 'Regions',
    country: 'Country',
    region: 'Region',
    apps: 'Apps',
    app: 'App',
    name: 'Name',
    quartiles: 'Video quartiles',
    creative: 'Creative',
    start: 'Start',
    firstQuartile: 'First quartile',
    midpoint: 'Midpoint',
    thirdQuartile: 'Third quartile',
    complete: 'Complete',
    completion: 'Completion (%)',
    title: (name) => `${name} report`,
    range: (id, from, to) => `Campaign ${id} · ${from} to ${to}`,
    advertiser: 'Advertiser',
    campaigns: 'Campaigns',
    severalRange: (count, from, to) =>
      `${count} ${count === 1 ? 'campaign' : 'campaigns'} · ${from} to ${to}`,
  },
  es: {
    summary: 'Resumen',
    campaign: 'Campaña',
    campaignId: 'Id de campaña',
    from: 'Desde',
    to: 'Hasta',
    impressions: 'Impresiones',
    clicks: 'Clics',
    ctr: 'CTR (%)',
    generatedAt: 'Generado el',
    days: 'Días',
    date: 'Fecha',
    regions: 'Regiones',
    country: 'País',
    region: 'Región',
    apps: 'Apps',
    app: 'App',
    name: 'Nombre',
    quartiles: 'Cuartiles de video',
    creative: 'Creatividad',
    start: 'Inicio',
    firstQuartile: 'Primer cuartil',
    midpoint: 'Punto medio',
    thirdQuartile: 'Tercer cuartil',
    complete: 'Completo',
    completion: 'Finalización (%)',
    title: (name) => `Informe de ${name}`,
    range: (id, from, to) => `Campaña ${id} · del ${from} al ${to}`,
    advertiser: 'Anunciante',
    campaigns: 'Campañas',
    severalRange: (count, from, to) =>
      `${count} ${count === 1 ? 'campaña' : 'campañas'} · del ${from} al ${to}`,
  },
  pt: {
    summary: 'Resumo',
    campaign: 'Campanha',
    campaignId: 'Id da campanha',
    from: 'De',
    to: 'Até',
    impressions: 'Impressões',
    clicks: 'Cliques',
    ctr: 'CTR (%)',
    generatedAt: 'Gerado em',
    days: 'Dias',
    date: 'Data',
    regions: 'Regiões',
    country: 'País',
    region: 'Região',
    apps: 'Apps',
    app: 'App',
    name: 'Nome',
    quartiles: 'Quartis de vídeo',
    creative: 'Criativo',
    start: 'Início',
    firstQuartile: 'Primeiro quartil',
    midpoint: 'Ponto médio',
    thirdQuartile: 'Terceiro quartil',
    complete: 'Completo',
    completion: 'Conclusão (%)',
    title: (name) => `Relatório de ${name}`,
    range: (id, from, to) => `Campanha ${id} · de ${from} a ${to}`,
    advertiser: 'Anunciante',
    campaigns: 'Campanhas',
    severalRange: (count, from, to) =>
      `${count} ${count === 1 ? 'campanha' : 'campanhas'} · de ${from} a ${to}`,
  },
};
