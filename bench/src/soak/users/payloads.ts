import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import type { SaveAudienceRequest } from '@adcontrol/domain/audiences/contracts';
import type { Campaign, SaveCampaignRequest } from '@adcontrol/domain/campaigns/campaign';
import { networkDay, networkDayStart } from '@adcontrol/domain/rules/date-format';

/** A name no other write of the run uses (letters, spaces and numbers only, as names must be). */
export function uniqueName(prefix: string): string {
  return `${prefix} ${randomBytes(5).toString('hex')}`;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A plain-colour PNG of the given size, as a banner upload (the server decodes and re-encodes it). */
export function pngOf(width: number, height: number, rgb: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x += 1) row.set(rgb, 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const COUNTRIES = ['CL', 'AR', 'MX', 'CO', 'PE'] as const;

/** An audience of one country, sometimes narrowed by gender and age. */
export function audienceRequest(name: string, country: string, variant: number): SaveAudienceRequest {
  return {
    name,
    filters: {
      geolocalization: { coordinates: [{ type: 'country', countryCode: country as 'CL', included: true }] },
      ...(variant % 2 === 0
        ? { demographics: { genreMale: true, genreFemale: false, ageRanges: ['25-34', '35-44'] } }
        : {}),
    },
  };
}

export interface CampaignDraft {
  name: string;
  advertiserId: number;
  audienceId: number;
  imageUrl: string;
  budget: number;
}

/**
 * A 30-day CPM campaign in Chile starting at today's network day, mixed: a push, a banner (uploaded picture and
 * an audience) and an interstitial, as the wizard saves it.
 */
export function campaignRequest(draft: CampaignDraft): SaveCampaignRequest {
  const start = networkDayStart(networkDay(new Date()));
  const end = new Date(start.getTime() + 30 * 86_400_000);
  return {
    timezone: 'America/Santiago',
    general: {
      campaign_name: draft.name,
      action: 'create',
      advertiser_id: draft.advertiserId,
      campaign_days: 30,
      campaign_total_budget: draft.budget,
      campaign_start_date: start.toISOString(),
      campaign_end_date: end.toISOString(),
      campaign_purchase_model: 'CPM',
      currency: 'CLP',
      unit_price: 2_000,
      country: 'CL',
    },
    pushs: [{ title: 'Ofertas de temporada', subtitle: 'Solo esta semana', link: 'https://shop.example/cl' }],
    banners: [
      {
        audienceId: draft.audienceId,
        image: draft.imageUrl,
        link: 'https://shop.example/cl',
        width: 320,
        height: 50,
      },
    ],
    interstitials: [{ image: draft.imageUrl, link: 'https://shop.example/cl/promo' }],
  };
}

/**
 * The wizard's save of an edit that only renames: every general field as the campaign has it, no creative sent
 * (saved ones stay), so neither what it spends nor what it shows changes and its status stays.
 */
export function renameRequest(campaign: Campaign, name: string): SaveCampaignRequest {
  const days = Math.round((Date.parse(campaign.endDate) - Date.parse(campaign.startDate)) / 86_400_000);
  return {
    timezone: campaign.timezone,
    general: {
      action: 'edit',
      id: campaign.id,
      campaign_name: campaign.name,
      new_campaign_name: name,
      advertiser_id: campaign.advertiserId,
      campaign_days: days,
      campaign_total_budget: campaign.budget.total,
      campaign_start_date: campaign.startDate,
      campaign_end_date: campaign.endDate,
      campaign_purchase_model: campaign.purchaseModel,
      currency: campaign.currency,
      unit_price: campaign.unitPrice,
      country: campaign.country,
      premium: campaign.premium,
      campaign_type: campaign.campaignType,
    },
  };
}
