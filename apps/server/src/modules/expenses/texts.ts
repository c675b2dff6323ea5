import type { ExpenseGroup } from '@adcontrol/domain/expenses/expenses';
import type { Language } from '@adcontrol/domain/shared/enums';

/** The words of the expense workbook, per language, as the campaign report's (docs/decisions/025). */
export interface ExpenseTexts {
  title: string;
  summarySheet: string;
  period: string;
  groupedBy: string;
  groups: Record<ExpenseGroup, string>;
  /** The groups' sheet: "By currency". */
  groupSheet: (group: string) => string;
  noSeller: string;
  campaigns: string;
  /** A currency's spend column: "Spend CLP". */
  spendIn: (currency: string) => string;
  usdTotal: string;
  total: string;
  campaignSheet: string;
  id: string;
  campaign: string;
  advertiser: string;
  seller: string;
  country: string;
  currency: string;
  budget: string;
  spent: string;
  spentToDate: string;
  consumed: string;
  shared: string;
  yes: string;
  no: string;
  ratesSheet: string;
  date: string;
  perUsd: string;
  source: string;
  sources: { table: string; default: string };
  generatedAt: string;
  /** The file's name in ASCII words (every browser keeps them): `gastos-moneda-2026-03-01-2026-03-31.xlsx`. */
  fileName: { report: string; groups: Record<ExpenseGroup, string> };
}

export const EXPENSE_TEXTS: Record<Language, ExpenseTexts> = {
  en: {
    title: 'Expense report',
    summarySheet: 'Summary',
    period: 'Period',
    groupedBy: 'Grouped by',
    groups: { advertiser: 'Advertiser', seller: 'Seller', country: 'Country', currency: 'Currency' },
    groupSheet: (group) => `By ${group.toLowerCase()}`,
    noSeller: 'No seller',
    campaigns: 'Campaigns',
    spendIn: (currency) => `Spend ${currency}`,
    usdTotal: 'Total USD',
    total: 'Total',
    campaignSheet: 'Consumption',
    id: 'ID',
    campaign: 'Campaign',
    advertiser: 'Advertiser',
    seller: 'Seller',
    country: 'Country',
    currency: 'Currency',
    budget: 'Budget',
    spent: 'Spent in period',
    spentToDate: 'Spent to date',
    consumed: 'Budget consumed',
    shared: 'Shown to advertiser',
    yes: 'Yes',
    no: 'No',
    ratesSheet: 'Rates',
    date: 'Date',
    perUsd: 'Units per USD',
    source: 'Source',
    sources: { table: 'Dated rate', default: 'Default table' },
    generatedAt: 'Generated at',
    fileName: {
      report: 'expenses',
      groups: { advertiser: 'advertiser', seller: 'seller', country: 'country', currency: 'currency' },
    },
  },
  es: {
    title: 'Informe de gastos',
    summarySheet: 'Resumen',
    period: 'Período',
    groupedBy: 'Agrupado por',
    groups: { advertiser: 'Anunciante', seller: 'Vendedor', country: 'País', currency: 'Moneda' },
    groupSheet: (group) => `Por ${group.toLowerCase()}`,
    noSeller: 'Sin vendedor',
    campaigns: 'Campañas',
    spendIn: (currency) => `Gasto ${currency}`,
    usdTotal: 'Total USD',
    total: 'Total',
    campaignSheet: 'Consumo',
    id: 'ID',
    campaign: 'Campaña',
    advertiser: 'Anunciante',
    seller: 'Vendedor',
    country: 'País',
    currency: 'Moneda',
    budget: 'Presupuesto',
    spent: 'Gastado en el período',
    spentToDate: 'Gastado a la fecha',
    consumed: 'Presupuesto consumido',
    shared: 'Visible para el anunciante',
    yes: 'Sí',
    no: 'No',
    ratesSheet: 'Tipos de cambio',
    date: 'Fecha',
    perUsd: 'Unidades por USD',
    source: 'Origen',
    sources: { table: 'Tipo fechado', default: 'Tabla por defecto' },
    generatedAt: 'Generado el',
    fileName: {
      report: 'gastos',
      groups: { advertiser: 'anunciante', seller: 'vendedor', country: 'pais', currency: 'moneda' },
    },
  },
  pt: {
    title: 'Relatório de despesas',
    summarySheet: 'Resumo',
    period: 'Período',
    groupedBy: 'Agrupado por',
    groups: { advertiser: 'Anunciante', seller: 'Vendedor', country: 'País', currency: 'Moeda' },
    groupSheet: (group) => `Por ${group.toLowerCase()}`,
    noSeller: 'Sem vendedor',
    campaigns: 'Campanhas',
    spendIn: (currency) => `Gasto ${currency}`,
    usdTotal: 'Total USD',
    total: 'Total',
    campaignSheet: 'Consumo',
    id: 'ID',
    campaign: 'Campanha',
    advertiser: 'Anunciante',
    seller: 'Vendedor',
    country: 'País',
    currency: 'Moeda',
    budget: 'Orçamento',
    spent: 'Gasto no período',
    spentToDate: 'Gasto até a data',
    consumed: 'Orçamento consumido',
    shared: 'Visível ao anunciante',
    yes: 'Sim',
    no: 'Não',
    ratesSheet: 'Câmbio',
    date: 'Data',
    perUsd: 'Unidades por USD',
    source: 'Origem',
    sources: { table: 'Taxa datada', default: 'Tabela padrão' },
    generatedAt: 'Gerado em',
    fileName: {
      report: 'despesas',
      groups: { advertiser: 'anunciante', seller: 'vendedor', country: 'pais', currency: 'moeda' },
    },
  },
};
