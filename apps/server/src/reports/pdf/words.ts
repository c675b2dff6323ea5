import type { Language } from '@adcontrol/domain/shared/enums';

/** The layout's own words, the same in every report: the heading's labels, the footer and the empty line. */
export interface LayoutWords {
  advertiser: string;
  period: string;
  /** Said after the period: its days are the network's, at -03:00, whatever the reader's zone. */
  networkDays: string;
  generatedAt: (when: string) => string;
  page: (number: number, count: number) => string;
  /** What an empty table or chart says. */
  noData: string;
  total: string;
}

export const LAYOUT_WORDS: Record<Language, LayoutWords> = {
  en: {
    advertiser: 'Advertiser',
    period: 'Period',
    networkDays: 'network days, GMT-3',
    generatedAt: (when) => `Generated at ${when}`,
    page: (number, count) => `Page ${number} of ${count}`,
    noData: 'No data for these days',
    total: 'Total',
  },
  es: {
    advertiser: 'Anunciante',
    period: 'Período',
    networkDays: 'días de la red, GMT-3',
    generatedAt: (when) => `Generado el ${when}`,
    page: (number, count) => `Página ${number} de ${count}`,
    noData: 'Sin datos para estos días',
    total: 'Total',
  },
  pt: {
    advertiser: 'Anunciante',
    period: 'Período',
    networkDays: 'dias da rede, GMT-3',
    generatedAt: (when) => `Gerado em ${when}`,
    page: (number, count) => `Página ${number} de ${count}`,
    noData: 'Sem dados para estes dias',
    total: 'Total',
  },
};
