import type { ExpenseGroup } from '@adcontrol/domain/expenses/expenses';
import type { Language } from '@adcontrol/domain/shared/enums';

/** The words of the expense workbook, per language, as the campaign report's (docs/decisions/025). */
export interface ExpenseTexts {
  title: string;
  period: string;
  groupedBy: string;
  groups: Record<ExpenseGroup, string>;
  noSeller: string;
  campaigns: string;
  spend: string;
  usdTotal: string;
  total: string;
  campaignSheet: string;
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
}

export const EXPENSE_TEXTS: Record<Language, ExpenseTexts> = {
  en: {
    title: 'Expense report',
    period: 'Period',
    groupedBy: 'Grouped by',
    groups: { advertiser: 'Advertiser', seller: 'Seller', country: 'Country', currency: 'Currency' },
    noSeller: 'No seller',
    campaigns: 'Campaigns',
    spend: 'Spend',
    usdTotal: 'Total USD',
    total: 'Total',
    campaignSheet: 'Consumption',
    campaign: 'Campaign',
    advertiser: 'Advertiser',
    seller: 'Seller',
    country: 'Country',
    currency: 'Currency',
    budget: 'Budget',
    spent: 'Spent in period',
    spentToDate: 'Spent to date',
    consumed: 'Budget consumed %',
    shared: 'Shown to advertiser',
    yes: 'Yes',
    no: 'No',
    ratesSheet: 'Rates',
    date: 'Date',
    perUsd: 'Units per USD',
    source: 'Source',
    sources: { table: 'Dated rate', default: 'Default table' },
    generatedAt: 'Generated at',
  },
  es: {
    title: 'Informe de gastos',
    period: 'Período',
    groupedBy: 'Agrupado por',
    groups: { advertiser: 'Anunciante', seller: 'Vendedor', country: 'País', currency: 'Moneda' },
    noSeller: 'Sin vendedor',
    campaigns: 'Campañas',
    spend: 'Gasto',
    usdTotal: 'Total USD',
    total: 'Total',
    campaignSheet: 'Consumo',
    campaign: 'Campaña',
    advertiser: 'Anunciante',
    seller: 'Vendedor',
    country: 'País',
    currency: 'Moneda',
    budget: 'Presupuesto',
    spent: 'Gastado en el período',
    spentToDate: 'Gastado a la fecha',
    consumed: 'Presupuesto consumido %',
    shared: 'Visible para el anunciante',
    yes: 'Sí',
    no: 'No',
    ratesSheet: 'Tipos de cambio',
    date: 'Fecha',
    perUsd: 'Unidades por USD',
    source: 'Origen',
    sources: { table: 'Tipo fechado', default: 'Tabla por defecto' },
    generatedAt: 'Generado el',
  },
  pt: {
    title: 'Relatório de despesas',
    period: 'Período',
    groupedBy: 'Agrupado por',
    groups: { advertiser: 'Anunciante', seller: 'Vendedor', country: 'País', currency: 'Moeda' },
    noSeller: 'Sem vendedor',
    campaigns: 'Campanhas',
    spend: 'Gasto',
    usdTotal: 'Total USD',
    total: 'Total',
    campaignSheet: 'Consumo',
    campaign: 'Campanha',
    advertiser: 'Anunciante',
    seller: 'Vendedor',
    country: 'País',
    currency: 'Moeda',
    budget: 'Orçamento',
    spent: 'Gasto no período',
    spentToDate: 'Gasto até a data',
    consumed: 'Orçamento consumido %',
    shared: 'Visível ao anunciante',
    yes: 'Sim',
    no: 'Não',
    ratesSheet: 'Câmbio',
    date: 'Data',
    perUsd: 'Unidades por USD',
    source: 'Origem',
    sources: { table: 'Taxa datada', default: 'Tabela padrão' },
    generatedAt: 'Gerado em',
  },
};
