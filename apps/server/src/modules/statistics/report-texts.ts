import type { Language } from '@adcontrol/domain/shared/enums';

/** The words of a downloaded report, in each interface language, as the campaign page says them. */
export interface ReportTexts {
  /** The file's title, one campaign's or an advertiser's. */
  campaignReport: string;
  advertiserOverview: string;
  /** The file names' first words, without accents: `informe-campana-12-….xlsx`. */
  campaignFile: string;
  advertiserFile: string;
  summary: string;
  campaign: string;
  campaignId: string;
  advertiser: string;
  from: string;
  to: string;
  generatedAt: (timeZone: string) => string;
  impressions: string;
  clicks: string;
  ctr: string;
  impressionsShare: string;
  clicksShare: string;
  total: string;
  /** The daily chart's title. */
  days: string;
  /** The daily table's title (and sheet). */
  byDay: string;
  date: string;
  regions: string;
  country: string;
  region: string;
  apps: string;
  app: string;
  appId: string;
  quartiles: string;
  creative: string;
  start: string;
  firstQuartile: string;
  midpoint: string;
  thirdQuartile: string;
  complete: string;
  completion: string;
  gender: string;
  genderSubtitle: string;
  genderColumn: string;
  male: string;
  female: string;
  age: string;
  ageSubtitle: string;
  ageColumn: string;
  campaigns: string;
  noData: string;
}

export const REPORT_TEXTS: Record<Language, ReportTexts> = {
  en: {
    campaignReport: 'Campaign report',
    advertiserOverview: 'Advertiser overview',
    campaignFile: 'campaign-report',
    advertiserFile: 'advertiser-overview',
    summary: 'Summary',
    campaign: 'Campaign',
    campaignId: 'Campaign ID',
    advertiser: 'Advertiser',
    from: 'From',
    to: 'To',
    generatedAt: (zone) => `Generated at (${zone})`,
    impressions: 'Impressions',
    clicks: 'Clicks',
    ctr: 'CTR',
    impressionsShare: '% of impressions',
    clicksShare: '% of clicks',
    total: 'Total',
    days: 'Daily delivery',
    byDay: 'By day',
    date: 'Date',
    regions: 'By region',
    country: 'Country',
    region: 'Region',
    apps: 'By app',
    app: 'App',
    appId: 'App ID',
    quartiles: 'Video quartiles',
    creative: 'Creative',
    start: 'Starts',
    firstQuartile: '25%',
    midpoint: '50%',
    thirdQuartile: '75%',
    complete: 'Complete',
    completion: 'Completion',
    gender: 'By gender',
    genderSubtitle: 'Traffic of known gender',
    genderColumn: 'Gender',
    male: 'Male',
    female: 'Female',
    age: 'CTR by age',
    ageSubtitle: 'Traffic of known age; bars compare the CTR',
    ageColumn: 'Age',
    campaigns: 'Campaigns',
    noData: 'No data for these days',
  },
  es: {
    campaignReport: 'Informe de campaña',
    advertiserOverview: 'Resumen del anunciante',
    campaignFile: 'informe-campana',
    advertiserFile: 'resumen-anunciante',
    summary: 'Resumen',
    campaign: 'Campaña',
    campaignId: 'ID de campaña',
    advertiser: 'Anunciante',
    from: 'Desde',
    to: 'Hasta',
    generatedAt: (zone) => `Generado el (${zone})`,
    impressions: 'Impresiones',
    clicks: 'Clics',
    ctr: 'CTR',
    impressionsShare: '% de impresiones',
    clicksShare: '% de clics',
    total: 'Total',
    days: 'Entrega diaria',
    byDay: 'Por día',
    date: 'Fecha',
    regions: 'Por región',
    country: 'País',
    region: 'Región',
    apps: 'Por app',
    app: 'App',
    appId: 'ID de la app',
    quartiles: 'Cuartiles de video',
    creative: 'Creatividad',
    start: 'Inicios',
    firstQuartile: '25%',
    midpoint: '50%',
    thirdQuartile: '75%',
    complete: 'Completo',
    completion: 'Finalización',
    gender: 'Por género',
    genderSubtitle: 'Tráfico de género conocido',
    genderColumn: 'Género',
    male: 'Hombres',
    female: 'Mujeres',
    age: 'CTR por edad',
    ageSubtitle: 'Tráfico de edad conocida; las barras comparan el CTR',
    ageColumn: 'Edad',
    campaigns: 'Campañas',
    noData: 'Sin datos para estos días',
  },
  pt: {
    campaignReport: 'Relatório de campanha',
    advertiserOverview: 'Visão geral do anunciante',
    campaignFile: 'relatorio-campanha',
    advertiserFile: 'visao-geral-anunciante',
    summary: 'Resumo',
    campaign: 'Campanha',
    campaignId: 'ID da campanha',
    advertiser: 'Anunciante',
    from: 'De',
    to: 'Até',
    generatedAt: (zone) => `Gerado em (${zone})`,
    impressions: 'Impressões',
    clicks: 'Cliques',
    ctr: 'CTR',
    impressionsShare: '% das impressões',
    clicksShare: '% dos cliques',
    total: 'Total',
    days: 'Entrega diária',
    byDay: 'Por dia',
    date: 'Data',
    regions: 'Por região',
    country: 'País',
    region: 'Região',
    apps: 'Por app',
    app: 'App',
    appId: 'ID do app',
    quartiles: 'Quartis de vídeo',
    creative: 'Criativo',
    start: 'Inícios',
    firstQuartile: '25%',
    midpoint: '50%',
    thirdQuartile: '75%',
    complete: 'Completo',
    completion: 'Conclusão',
    gender: 'Por gênero',
    genderSubtitle: 'Tráfego de gênero conhecido',
    genderColumn: 'Gênero',
    male: 'Homens',
    female: 'Mulheres',
    age: 'CTR por idade',
    ageSubtitle: 'Tráfego de idade conhecida; as barras comparam o CTR',
    ageColumn: 'Idade',
    campaigns: 'Campanhas',
    noData: 'Sem dados para estes dias',
  },
};
