import { createAudience } from '@adcontrol/domain/audiences/contracts';
import type { Campaign } from '@adcontrol/domain/campaigns/campaign';
import {
  createCampaign,
  getCampaignDetails,
  updateCampaignStatus,
} from '@adcontrol/domain/campaigns/contracts';
import { uploadFile } from '@adcontrol/domain/campaigns/draft-contracts';
import type { RequestOf } from '@adcontrol/domain/contract/define-endpoint';
import { updateCreativeStatus } from '@adcontrol/domain/creatives/contracts';
import { recordWrite } from '../http/recorder';
import { findAdvertisers } from './actions-browse';
import { audienceRequest, campaignRequest, pngOf, renameRequest, uniqueName } from './payloads';
import { type Action, between, type OwnedCampaign, pick, type User } from './user-state';

/** A user keeps at most this many campaigns of their own; past it, they work on those. */
const MAX_OWN_CAMPAIGNS = 4;

export function ownedFrom(campaign: Campaign): OwnedCampaign {
  return {
    id: campaign.id,
    name: campaign.name,
    status: campaign.status,
    linked: { ...campaign.linked },
    creativeIds: (campaign.creatives ?? []).map((creative) => creative.id),
  };
}

/** Takes what an answer says of an own campaign; creatives stay as known when the answer leaves them out. */
export function refreshOwned(owned: OwnedCampaign, campaign: Campaign): void {
  const creativeIds = campaign.creatives ? ownedFrom(campaign).creativeIds : owned.creativeIds;
  Object.assign(owned, ownedFrom(campaign), { creativeIds });
}

/** Uploads a banner picture (the wizard's upload step); answers its address. */
async function uploadPicture(user: User): Promise<string | null> {
  const form = new FormData();
  const colour: [number, number, number] = [between(0, 255), between(0, 255), between(0, 255)];
  form.append(
    'file',
    new Blob([new Uint8Array(pngOf(320, 50, colour))], { type: 'image/png' }),
    'banner.png',
  );
  // Multipart: the contract types the text fields only, so the form goes as the web app sends it.
  const answer = await user.session.call(uploadFile, { body: form } as unknown as RequestOf<
    typeof uploadFile
  >);
  return answer.status === 201 ? answer.body.url : null;
}

/** An audience for the banner: one the user saved, or one saved now (a write of its own). */
async function audienceFor(user: User): Promise<number | null> {
  const own = pick(user.audiences);
  if (own) return own.id;
  const name = uniqueName('Soak audience');
  const answer = await user.session.call(createAudience, { body: audienceRequest(name, 'CL', 1) });
  recordWrite({
    user: user.name,
    kind: 'audience.create',
    entity: 'audience',
    id: answer.status === 201 ? answer.body._id : null,
    key: name,
    value: name,
    status: answer.status,
  });
  if (answer.status !== 201) return null;
  user.audiences.push({ id: answer.body._id, name });
  return answer.body._id;
}

/** The wizard: advertiser, audience, picture upload, then the save of a new campaign. */
export const createOwnCampaign: Action = async (user) => {
  if (user.campaigns.length >= MAX_OWN_CAMPAIGNS) return editOwnCampaign(user);
  const advertiserId = pick(user.advertiserIds.length ? user.advertiserIds : await findAdvertisers(user));
  const audienceId = await audienceFor(user);
  if (!user.imageUrl || Math.random() < 0.3) user.imageUrl = (await uploadPicture(user)) ?? user.imageUrl;
  if (advertiserId === undefined || audienceId === null || !user.imageUrl) return;
  const name = uniqueName('Soak campaign');
  const body = campaignRequest({
    name,
    advertiserId,
    audienceId,
    imageUrl: user.imageUrl,
    budget: 1_000_000,
  });
  const answer = await user.session.call(createCampaign, { body });
  recordWrite({
    user: user.name,
    kind: 'campaign.create',
    entity: 'campaign',
    id: answer.status === 201 ? answer.body.id : null,
    key: name,
    value: name,
    status: answer.status,
  });
  if (answer.status === 201) user.campaigns.push(ownedFrom(answer.body));
};

/** Reads an own campaign again when a write's outcome was unknown. */
async function current(user: User, campaign: OwnedCampaign): Promise<OwnedCampaign | null> {
  if (campaign.status !== null) return campaign;
  const answer = await user.session.call(getCampaignDetails, { params: { id: campaign.id } });
  if (answer.status !== 200) return null;
  refreshOwned(campaign, answer.body);
  return campaign;
}

/** Renames an own campaign through the wizard's edit (budget, dates and creatives unchanged). */
export const editOwnCampaign: Action = async (user) => {
  const campaign = pick(user.campaigns);
  if (!campaign) return;
  const details = await user.session.call(getCampaignDetails, { params: { id: campaign.id } });
  if (details.status !== 200) return;
  refreshOwned(campaign, details.body);
  const name = uniqueName('Soak campaign');
  const answer = await user.session.call(createCampaign, { body: renameRequest(details.body, name) });
  recordWrite({
    user: user.name,
    kind: 'campaign.rename',
    entity: 'campaign',
    id: campaign.id,
    key: name,
    value: name,
    status: answer.status,
  });
  if (answer.status === 201) refreshOwned(campaign, answer.body);
  else if (answer.status === 0 || answer.status >= 500) campaign.status = null;
};

/** Pause or resume an own campaign (SPEC 4). */
export const pauseOrResume: Action = async (user) => {
  const campaign = pick(user.campaigns);
  if (!campaign || !(await current(user, campaign))) return;
  const requested = campaign.status === 'PAUSED' ? 'DELIVERING' : 'PAUSED';
  const answer = await user.session.call(updateCampaignStatus, {
    params: { id: campaign.id },
    body: { status: requested },
  });
  recordWrite({
    user: user.name,
    kind: 'campaign.status',
    entity: 'campaign',
    id: campaign.id,
    key: null,
    value: answer.status === 200 ? answer.body.status : requested,
    status: answer.status,
  });
  if (answer.status === 200) campaign.status = answer.body.status;
  else if (answer.status === 0 || answer.status >= 500 || answer.status === 409) campaign.status = null;
};

/** Pause or activate one creative of an own campaign. */
export const toggleCreative: Action = async (user) => {
  const campaign = pick(user.campaigns);
  const creativeId = campaign ? pick(campaign.creativeIds) : undefined;
  if (!campaign || creativeId === undefined) return;
  const details = await user.session.call(getCampaignDetails, { params: { id: campaign.id } });
  const creative = details.body?.creatives?.find((item) => item.id === creativeId);
  if (!creative) return;
  const status = creative.status === 0 ? 1 : 0;
  const answer = await user.session.call(updateCreativeStatus, {
    params: { id: creativeId },
    body: { status },
  });
  recordWrite({
    user: user.name,
    kind: 'creative.status',
    entity: 'creative',
    id: creativeId,
    key: String(campaign.id),
    value: status,
    status: answer.status,
  });
};
