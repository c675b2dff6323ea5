import type { Campaign, saveCampaignRequest } from '@adcontrol/domain/campaigns/campaign';
import {
  bannerCreativeDraft,
  interstitialCreativeDraft,
  pushCreativeDraft,
  videoCreativeDraft,
} from '@adcontrol/domain/creatives/creative-drafts';
import { disallowedFormats, launchProblem } from '@adcontrol/domain/rules/campaign-creatives';
import { can, rolesFor } from '@adcontrol/domain/rules/permissions';
import { AppError } from '@adcontrol/domain/shared/app-error';
import type { CreativeFormat } from '@adcontrol/domain/shared/enums';
import { MESSAGES } from '@adcontrol/domain/shared/messages';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { StoredFile } from '../../db/json-types';
import { isUsableAudience } from '../audiences/index';
import { keyOfPublicUrl } from '../files/public-files';
import type { Actor } from '../scope/actor';
import type { IncomingCreative } from './creative-rows';
import { invalid } from './errors';
import { accountInScope, parentOfRoles } from './repository';

/* What a campaign save must hold before anything is written: its parties, its creatives, its work orders. */

type General = z.output<typeof saveCampaignRequest>['general'];

/** An account of the given roles inside the caller's scope, or a 400 naming the field. */
async function checkAccount(
  db: Db,
  actor: Actor,
  id: number,
  roles: readonly string[],
  field: string,
): Promise<void> {
  const row = await accountInScope(db, actor.scope, id, roles);
  if (!row)
    throw invalid(field, 'is not an account you can create campaigns for', 'campaigns.accountNotYours');
}

/** The seller or super seller an advertiser hangs from, if it does. */
const sellerAbove = (db: Db, advertiserId: number): Promise<number | null> =>
  parentOfRoles(db, advertiserId, rolesFor('campaigns.sell'));

/** Who the campaign is for: an advertiser creates for itself; others for an advertiser of their scope. */
export async function checkParties(db: Db, actor: Actor, general: General): Promise<number | null> {
  if (can(actor.role, 'advertisers.actAsSelf') && general.advertiser_id !== actor.accountId) {
    throw invalid(
      'general.advertiser_id',
      'an advertiser creates campaigns for its own account only',
      'campaigns.advertiserOwnOnly',
    );
  }
  await checkAccount(
    db,
    actor,
    general.advertiser_id,
    rolesFor('advertisers.actAsSelf'),
    'general.advertiser_id',
  );
  if (general.seller_id == null) {
    const above = await sellerAbove(db, general.advertiser_id);
    return above ?? (can(actor.role, 'campaigns.sell') ? actor.accountId : null);
  }
  const sellerId = general.seller_id;
  if (sellerId !== actor.accountId) {
    await checkAccount(db, actor, sellerId, rolesFor('campaigns.sell'), 'general.seller_id');
  }
  return sellerId;
}

const DRAFT_RULES = {
  push: pushCreativeDraft,
  banner: bannerCreativeDraft,
  interstitial: interstitialCreativeDraft,
  video: videoCreativeDraft,
} as const;

export const zero = (): Record<CreativeFormat, number> => ({ push: 0, banner: 0, interstitial: 0, video: 0 });

/** The launch rule over what the campaign carries once saved: kept creatives, changed ones and new ones. */
export function checkComposition(
  format: Campaign['format'],
  kept: readonly CreativeFormat[],
  sent: IncomingCreative[],
) {
  const total = zero();
  const invalidCount = zero();
  for (const creativeFormat of kept) total[creativeFormat] += 1;
  for (const incoming of sent) {
    total[incoming.format] += 1;
    if (!DRAFT_RULES[incoming.format].safeParse(incoming.draft).success) invalidCount[incoming.format] += 1;
  }
  const [notCarried] = disallowedFormats(format, total);
  if (notCarried) {
    const field = sent.find((incoming) => incoming.format === notCarried)?.field ?? 'general.format';
    throw invalid(
      field,
      `a ${format} campaign carries no ${notCarried} creatives`,
      'creatives.notCarriedByFormat',
    );
  }
  const problem = launchProblem(format, { total, invalid: invalidCount });
  if (problem)
    throw new AppError('VALIDATION_FAILED', MESSAGES[problem].en, { field: 'creatives', key: problem });
}

/** Every audience a creative names must be one the caller may read. */
export async function checkAudiences(db: Db, actor: Actor, sent: IncomingCreative[]) {
  for (const incoming of sent) {
    const audienceId = incoming.draft.audienceId;
    if (audienceId == null) continue;
    if (!(await isUsableAudience(db, actor, audienceId))) {
      throw invalid(
        `${incoming.field}.audienceId`,
        'is not an audience you can use',
        'campaigns.audienceNotYours',
      );
    }
  }
}

const EXTENSION_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/**
 * Work orders sent are added to the campaign's: files the caller uploaded through `/campaigns/odt` (named after the
 * uploading account), or ones the campaign already holds; any other address is refused.
 */
export function workOrders(
  actor: Actor,
  urls: readonly string[] | undefined,
  current: StoredFile[],
): StoredFile[] {
  if (!urls) return current;
  const added = urls.map((url, index) => {
    const key = keyOfPublicUrl(url);
    const held = current.find((file) => file.key === key);
    if (held) return held;
    const name = key?.split('/').at(-1) ?? '';
    const extension = name.split('.').at(-1) ?? '';
    if (
      !key?.startsWith('campaign-uploads/') ||
      !name.startsWith(`${actor.accountId}-`) ||
      !EXTENSION_TYPES[extension]
    ) {
      throw invalid(
        `odt.${index}`,
        'is not a work order uploaded through /campaigns/odt',
        'campaigns.workOrderUnknown',
      );
    }
    return {
      key,
      name,
      mimeType: EXTENSION_TYPES[extension] as string,
      size: 0,
      uploadedAt: new Date().toISOString(),
    };
  });
  return [...current, ...added.filter((file) => !current.some((held) => held.key === file.key))];
}
