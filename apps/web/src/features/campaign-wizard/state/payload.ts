import type { Campaign, SaveCampaignRequest } from '@adcontrol/domain/campaigns/campaign';
import type { Creative } from '@adcontrol/domain/creatives/creative';
import {
  bannerCreativeDraft,
  interstitialCreativeDraft,
  pushCreativeDraft,
  videoCreativeDraft,
} from '@adcontrol/domain/creatives/creative-drafts';
import { formatBudgetText, parseBudgetText } from '@adcontrol/domain/rules/budget';
import type { CreativeTally } from '@adcontrol/domain/rules/campaign-creatives';
import { campaignDays } from '@adcontrol/domain/rules/campaign-dates';
import {
  NETWORK_UTC_OFFSET,
  networkDay,
  networkDayEnd,
  networkDayStart,
} from '@adcontrol/domain/rules/date-format';
import { UNIT_PRICE_LIMIT } from '@adcontrol/domain/rules/limits';
import { can } from '@adcontrol/domain/rules/permissions';
import { roundVideoTimer, videoZoneOrDefault } from '@adcontrol/domain/rules/video';
import type { Role } from '@adcontrol/domain/shared/enum-values';
import type { CreativeFormat } from '@adcontrol/domain/shared/enums';
import type { CampaignDraft, DraftItem } from '../draft';
import type { WizardState } from './draft-store';

/** A decimal typed with a comma or a point (SPEC 5: one decimal separator); null when empty or not a number. */
export function parseDecimal(text: string): number | null {
  const normalized = text.trim().replace(',', '.');
  return /^\d+(\.\d+)?$/.test(normalized) ? Number(normalized) : null;
}

/** The draft's flight as instants: the start day from 00:00 and the end day to 23:59:59.999, at -03:00. */
export function flightOf(date: CampaignDraft['date']): { start: string; end: string } | null {
  if (!date.start || !date.end) return null;
  return { start: instantText(networkDayStart(date.start)), end: instantText(networkDayEnd(date.end)) };
}

/** An instant as the API takes it; empty for a day that could not be read, which the server refuses by name. */
const instantText = (instant: Date) => (Number.isNaN(instant.getTime()) ? '' : instant.toISOString());

/** SPEC 5: campaign days are the end date minus the start date; none while the end is before the start. */
export function draftDays(date: CampaignDraft['date']): number | null {
  const flight = flightOf(date);
  if (!flight) return null;
  // Noon to noon: the count does not hang on how the runtime places midnight at -03:00 (an end at 23:59:59.999
  // counted one day more in the screen tests' DOM).
  const days = campaignDays(
    `${date.start}T12:00:00${NETWORK_UTC_OFFSET}`,
    `${date.end}T12:00:00${NETWORK_UTC_OFFSET}`,
  );
  return days < 0 ? null : days;
}

const text = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/** Fields every format sends; SPEC 5: the click tag only when checked, days and hours only with a rule. */
function common<T extends DraftItem<object>>(item: T) {
  const { key: _key, ...rest } = item as T & Record<string, unknown>;
  const creative = rest as Record<string, unknown> & {
    checkedClickTag?: boolean;
    deliveryRule?: boolean;
    clickTag?: string | null;
  };
  const { days, hours, clickTag, ...kept } = creative;
  return {
    ...kept,
    ...(creative.checkedClickTag ? { clickTag: text(clickTag as string | null | undefined) } : {}),
    ...(creative.deliveryRule ? { days, hours } : {}),
  };
}

/** A field sent only when it has a value, so an edit leaves what it does not show as it was. */
const optional = <K extends string>(key: K, value: number | null) => (value === null ? {} : { [key]: value });

/** Who saves: SPEC 3's payload names the sender's e-mail, and a seller books the campaign to itself. */
export interface Sender {
  readonly email: string | null;
  readonly role: Role | null;
  readonly accountId: number | null;
}

/** The seller the campaign is booked to: the chosen one, else a seller saving for itself (decision 023). */
function sellerOf(draft: WizardState, sender: Sender): number | null {
  if (draft.seller !== null) return draft.seller;
  return can(sender.role, 'campaigns.sellOwn') ? sender.accountId : null;
}

/** SPEC 3's save payload from the draft: `general` in the network's field names and the four creative lists. */
export function savePayload(draft: WizardState, sender: Sender): SaveCampaignRequest {
  const flight = flightOf(draft.date);
  const editing = draft.action === 'edit';
  const renamed = editing && draft.oldName !== null && draft.oldName !== draft.name.trim();
  return {
    timezone: draft.timezone || 'America/Santiago',
    ...(sender.email ? { email: sender.email } : {}),
    general: {
      campaign_name: editing && draft.oldName ? draft.oldName : draft.name.trim(),
      ...(renamed ? { new_campaign_name: draft.name.trim() } : {}),
      advertiser_id: draft.advertiserId ?? 0,
      seller_id: sellerOf(draft, sender),
      country: draft.country ?? 'CL',
      currency: draft.currency ?? 'USD',
      campaign_purchase_model: draft.model ?? 'CPM',
      campaign_total_budget: parseBudgetText(draft.budget) ?? 0,
      unit_price: parseBudgetText(draft.price) ?? 0,
      ...optional('conversion_rate', parseDecimal(draft.conversionRate)),
      ...optional('ctr', parseDecimal(draft.ctr)),
      campaign_start_date: flight?.start ?? '',
      campaign_end_date: flight?.end ?? '',
      campaign_days: Math.max(0, draftDays(draft.date) ?? 0),
      campaign_type: 'STANDARD',
      premium: draft.premium,
      action: draft.action,
      ...(editing && draft.id !== null ? { id: draft.id } : {}),
      ...(draft.format ? { format: draft.format } : {}),
    },
    pushs: draft.pushs.map((push) => common(push)),
    banners: draft.banners.map((banner) => common(banner)),
    interstitials: draft.interstitials.map((item) => common(item)),
    videosWeb: draft.videos.map((video) => ({
      ...common(video),
      timer: roundVideoTimer(video.timer),
      zone: videoZoneOrDefault(video.zone),
    })),
    deleted: [...draft.deleted],
    // Work orders are added to the campaign's (decision 021): only the ones uploaded in this draft travel.
    ...(draft.odt.length > 0 ? { odt: draft.odt.map((file) => file.url) } : {}),
  } as SaveCampaignRequest;
}

const RULES = {
  push: pushCreativeDraft,
  banner: bannerCreativeDraft,
  interstitial: interstitialCreativeDraft,
  video: videoCreativeDraft,
} as const;

/** How many creatives of each format the draft has, and how many miss a required field (for launchProblem). */
export function tallyOf(draft: CampaignDraft): CreativeTally {
  const lists: Record<CreativeFormat, readonly DraftItem<object>[]> = {
    push: draft.pushs,
    banner: draft.banners,
    interstitial: draft.interstitials,
    video: draft.videos,
  };
  const total = { push: 0, banner: 0, interstitial: 0, video: 0 };
  const invalid = { push: 0, banner: 0, interstitial: 0, video: 0 };
  for (const format of Object.keys(lists) as CreativeFormat[]) {
    total[format] = lists[format].length;
    invalid[format] = lists[format].filter((item) => !RULES[format].safeParse(common(item)).success).length;
  }
  return { total, invalid };
}

let keys = 0;
const keyOf = (creative: Creative) => `saved-${creative.id}-${++keys}`;

/** A saved campaign as a draft to edit (SPEC: the same flow with action `edit`). */
export function draftFromCampaign(campaign: Campaign): WizardState {
  const creatives = campaign.creatives ?? [];
  const of = (format: CreativeFormat) =>
    creatives
      .filter((creative) => creative.format === format)
      .map(({ campaignId: _c, format: _f, audience: _a, preview: _p, ...creative }) => ({
        ...creative,
        key: keyOf(creative as Creative),
      }));
  return {
    id: campaign.id,
    step: 0,
    action: 'edit',
    name: campaign.name,
    oldName: campaign.name,
    format: campaign.format,
    model: campaign.purchaseModel,
    budget: formatBudgetText(campaign.budget.total),
    price: formatBudgetText(campaign.unitPrice, UNIT_PRICE_LIMIT.decimals),
    advertiserId: campaign.advertiserId,
    currency: campaign.currency,
    country: campaign.country,
    seller: campaign.sellerId,
    premium: campaign.premium,
    // A rate is at most 100, so the budget text (comma decimals) never groups thousands here.
    conversionRate: campaign.conversionRate === null ? '' : formatBudgetText(campaign.conversionRate, 3),
    ctr: '',
    timezone: campaign.timezone,
    date: { start: networkDay(campaign.startDate), end: networkDay(campaign.endDate) },
    notificationCount: 0,
    pushs: of('push'),
    banners: of('banner'),
    interstitials: of('interstitial'),
    videos: of('video'),
    deleted: [],
    odt: [],
    pendingAudienceId: null,
    savedWorkOrders: campaign.workOrderCount ?? 0,
  } as WizardState;
}
