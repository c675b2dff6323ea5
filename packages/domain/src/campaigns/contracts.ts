import { z } from 'zod';
import { idParams, okResponse, paged } from '../contract/common';
import { defineEndpoint, jsonParam } from '../contract/define-endpoint';
import { previewResponse } from '../creatives/contracts';
import { creative } from '../creatives/creative';
import { campaignStatusSchema, purchaseModelSchema } from '../shared/enums';
import { campaign, campaignListFilter, campaignName, campaignRow, saveCampaignRequest } from './campaign';

const tag = 'Campaigns';
const campaignReaders = [
  'admin',
  'advertiser',
  'seller',
  'super_seller',
  'country_manager',
  'analyst',
] as const;
const campaignWriters = ['admin', 'advertiser', 'seller', 'super_seller', 'country_manager'] as const;

export const campaignListResponse = paged(campaignRow);

export const listCampaigns = defineEndpoint({
  operationId: 'campaigns.list',
  method: 'GET',
  path: '/campaigns',
  tag,
  summary: 'Campaigns in the caller scope, filtered, sorted and paged (Control)',
  access: campaignReaders,
  query: z.object({ filter: jsonParam(campaignListFilter).optional() }),
  response: campaignListResponse,
});

export const listMyCampaigns = defineEndpoint({
  operationId: 'campaigns.mine',
  method: 'GET',
  path: '/campaigns/mine',
  tag,
  summary: "The signed-in advertiser's own campaigns",
  access: 'authenticated',
  response: z.array(campaignRow),
});

export const listAdvertiserCampaigns = defineEndpoint({
  operationId: 'campaigns.ofAdvertiser',
  method: 'GET',
  path: '/campaigns/of/:id',
  tag,
  summary: 'Campaigns of one advertiser (admins, or accounts the advertiser is linked to)',
  access: campaignReaders,
  params: idParams,
  response: z.array(campaignRow),
});

export const listProgrammatics = defineEndpoint({
  operationId: 'campaigns.programmatics',
  method: 'GET',
  path: '/campaigns/programmatics',
  tag,
  summary: 'Programmatic (exchange) campaigns, filtered and paged',
  access: ['admin', 'country_manager', 'seller'],
  query: z.object({ filter: jsonParam(campaignListFilter).optional() }),
  response: campaignListResponse,
});

export const createCampaign = defineEndpoint({
  operationId: 'campaigns.save',
  method: 'POST',
  path: '/campaigns',
  tag,
  summary: 'Create a campaign, or save an edit (general.action), with its creatives',
  access: campaignWriters,
  body: saveCampaignRequest,
  response: campaign,
  successStatus: 201,
});

export const deleteCampaign = defineEndpoint({
  operationId: 'campaigns.delete',
  method: 'DELETE',
  path: '/campaigns/:id',
  tag,
  summary: 'Remove a campaign',
  access: campaignWriters,
  params: idParams,
  response: okResponse,
});

export const updateCampaignStatus = defineEndpoint({
  operationId: 'campaigns.updateStatus',
  method: 'PATCH',
  path: '/campaigns/:id/status',
  tag,
  summary: 'Pause or activate a campaign',
  access: campaignWriters,
  params: idParams,
  body: z.object({ status: campaignStatusSchema }),
  response: campaign,
});

export const duplicateCampaign = defineEndpoint({
  operationId: 'campaigns.duplicate',
  method: 'POST',
  path: '/campaigns/:id/duplicate',
  tag,
  summary: 'Copy a campaign and its creatives under a new name',
  access: campaignWriters,
  params: idParams,
  body: z.object({ name: campaignName }),
  response: campaign,
  successStatus: 201,
});

export const getCampaignDetails = defineEndpoint({
  operationId: 'campaigns.details',
  method: 'GET',
  path: '/campaigns/:id/details',
  tag,
  summary: 'One campaign with its creatives, capping and delivery state',
  access: campaignReaders,
  params: idParams,
  response: campaign,
});

export const listCampaignCreatives = defineEndpoint({
  operationId: 'campaigns.creatives',
  method: 'GET',
  path: '/campaigns/:id/creatives',
  tag,
  summary: "A campaign's creatives",
  access: campaignReaders,
  params: idParams,
  response: z.array(creative),
});

export const listSinewCreatives = defineEndpoint({
  operationId: 'campaigns.creativesSinew',
  method: 'GET',
  path: '/campaigns/:id/creatives/sinew',
  tag,
  summary: "A campaign's creatives as the sinew server holds them",
  access: ['admin', 'super_seller'],
  params: idParams,
  response: z.array(creative.extend({ sinewId: z.string().nullable(), linked: z.boolean() })),
});

export const previewCampaignCreatives = defineEndpoint({
  operationId: 'campaigns.previewCreatives',
  method: 'GET',
  path: '/campaigns/:id/preview/creatives',
  tag,
  summary: 'Previews of every creative of a saved campaign',
  access: campaignReaders,
  params: idParams,
  response: z.array(previewResponse.extend({ creativeId: z.number().int(), format: z.string() })),
});

export const listTags = defineEndpoint({
  operationId: 'campaigns.tags',
  method: 'GET',
  path: '/campaigns/tags',
  tag,
  summary: 'Topic, product and audience tags creatives can carry',
  access: 'authenticated',
  response: z.object({
    topics: z.array(z.string()),
    products: z.array(z.string()),
    audiences: z.array(z.string()),
  }),
});

export const getVastTag = defineEndpoint({
  operationId: 'campaigns.vastTag',
  method: 'GET',
  path: '/campaigns/vastTag',
  tag,
  summary: 'A VAST XML template for interstitial video',
  access: 'authenticated',
  response: z.object({ vast: z.string() }),
});

export const unitPriceFormula = defineEndpoint({
  operationId: 'campaigns.formula',
  method: 'POST',
  path: '/campaigns/formula',
  tag,
  summary: 'Suggested unit price for a purchase model, budget and country',
  access: campaignWriters,
  body: z.object({
    model: purchaseModelSchema,
    budget: z.number().positive(),
    currency: z.string().max(3),
    country: z.string().length(2),
    premium: z.boolean().default(false),
    ctr: z.number().min(0).max(100).optional(),
  }),
  response: z.object({ price: z.number().positive() }),
});

export const cappingEstimate = defineEndpoint({
  operationId: 'campaigns.cappingEstimate',
  method: 'GET',
  path: '/campaigns/cappign/:a/:b',
  tag,
  summary: 'Daily capping estimate between two dates (a: start, b: end) for the draft in the query',
  access: campaignWriters,
  params: z.object({ a: z.iso.date(), b: z.iso.date() }),
  query: z.object({
    model: purchaseModelSchema,
    budget: z.coerce.number().positive(),
    price: z.coerce.number().positive(),
  }),
  response: z.object({ impressions: z.number().int(), clicks: z.number().int(), days: z.number().int() }),
});

export const linkedNotification = defineEndpoint({
  operationId: 'campaigns.linkedNotification',
  method: 'POST',
  path: '/campaigns/linked/notification',
  tag,
  summary: "Notify a campaign's advertiser and seller that it was linked",
  access: ['admin', 'super_seller'],
  body: z.object({ campaignId: z.number().int(), source: z.string().max(20) }),
  response: okResponse,
});

const uploadResponse = z.object({
  url: z.string(),
  name: z.string(),
  size: z.number().int(),
  type: z.string(),
});

export const uploadWorkOrder = defineEndpoint({
  operationId: 'campaigns.uploadOdt',
  method: 'POST',
  path: '/campaigns/odt',
  tag,
  summary: 'Upload work-order documents (odt files plus new_campaign_name) or a video (field video)',
  access: campaignWriters,
  multipart: { fileFields: ['odt', 'video'] },
  body: z.object({ new_campaign_name: z.string().optional() }),
  response: z.array(uploadResponse),
  successStatus: 201,
});

export const uploadFile = defineEndpoint({
  operationId: 'campaigns.uploadFile',
  method: 'POST',
  path: '/campaigns/file',
  tag,
  summary: 'Upload a creative image or GIF (field file), checked by content and re-encoded',
  access: campaignWriters,
  multipart: { fileFields: ['file'] },
  response: uploadResponse,
  successStatus: 201,
});

export const uploadVideo = defineEndpoint({
  operationId: 'campaigns.uploadVideo',
  method: 'POST',
  path: '/campaigns/video',
  tag,
  summary: 'Upload a creative video (field video), length checked',
  access: campaignWriters,
  multipart: { fileFields: ['video'] },
  response: uploadResponse.extend({ durationSeconds: z.number() }),
  successStatus: 201,
});
