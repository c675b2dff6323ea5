import type { CampaignRow } from '@adcontrol/domain/campaigns/campaign';
import { type Formatters, formatCountry } from '@adcontrol/domain/format/format';
import { flightElapsed } from '@adcontrol/domain/rules/flight-elapsed';
import type { TFunction } from 'i18next';
import type { ColumnId } from './column-ids';

const NONE = '—';

/**
 * A cell as the reader sees it, in their language: the table draws these words and the export writes the same,
 * so a file never says anything the screen did not.
 */
export function columnText(id: ColumnId, row: CampaignRow, format: Formatters, t: TFunction): string {
  const money = (value: number | null, currency = row.currency) =>
    value === null ? NONE : format.currency(value, currency);
  switch (id) {
    case 'actions':
      return '';
    case 'campaign':
      return row.name;
    case 'status':
      return `${t(`control.displayStatus.${row.displayStatus}`)} · ${t(`control.rawStatus.${row.status}`)}`;
    case 'source':
      return row.source ? t(`control.source.${row.source}`) : NONE;
    case 'duration':
      return `${format.campaignDate(row.startDate)} – ${format.campaignDate(row.endDate)} (${t('control.days', { count: row.days, formatted: format.number(row.days) })})`;
    case 'progress':
      return `${format.percentage(row.progress)} · ${t('control.flightElapsed', {
        share: format.percentage(flightElapsed(row.startDate, row.endDate, new Date())),
      })}`;
    case 'currentCapping':
      return `${format.number(row.currentCapping)} ${t(`control.metric.${row.metric}`)}`;
    case 'neededCapping':
      return `${format.number(row.neededCapping)} ${t(`control.metric.${row.metric}`)}`;
    case 'impressions':
      return format.number(row.impressions);
    case 'clicks':
      return format.number(row.clicks);
    case 'ctr':
      return format.ctr(row.ctr);
    case 'yesterdayImpressions':
      return format.number(row.yesterdayImpressions);
    case 'yesterdayClicks':
      return format.number(row.yesterdayClicks);
    case 'targetImpressions':
      return format.number(row.target.impressions);
    case 'targetClicks':
      return format.number(row.target.clicks);
    case 'budget':
      return format.currency(row.budget.total, row.currency);
    case 'budgetUsd':
      return format.currency(row.budgetUsd, 'USD');
    case 'cpm':
      return money(row.cpm);
    case 'cpc':
      return money(row.cpc);
    case 'seller':
      return row.sellerName ?? NONE;
    case 'advertiser':
      return row.advertiserName ?? NONE;
    case 'product':
      return row.product ?? NONE;
    case 'country':
      return formatCountry(row.country, format.language);
    case 'weight':
      return row.weight === null ? NONE : format.number(row.weight, 2);
  }
}
