import { z } from 'zod';
import { idParams, okResponse, paged } from '../contract/common';
import { defineEndpoint, jsonParam } from '../contract/define-endpoint';
import { recordId } from '../contract/limit-fields';
import { previewResponse } from '../creatives/contracts';
import { creative } from '../creatives/creative';
import { REQUESTED_STATUSES } from '../rules/campaign-status';
import { rolesFor } from '../rules/permissions';
import { campaignStatusSchema, creativeFormatSchema } from '../shared/enums';
import { refusal } from '../shared/issue-message';
import { campaign, campaignListFilter, campaignName, campaignRow, saveCampaignRequest } from './campaign';
import { programmaticListFilter, programmaticListResponse } from './programmatic';

const tag = 'Campaigns';
export const campaignReaders = rolesFor('campaigns.read');
/** Everyone but analysts, who only read statistics (ARCHITECTURE 6). */
export const campaignWriters = rolesFor('campaigns.create');

export const campaignListQuery = z.object({ filter: jsonParam(campaignListFilter).optional() });
/** `items` of the asked page, `total` matching the filter, and the page and limit applied. */
export const campaignListResponse = paged(campaignRow).extend({
  page: z.number().int().min(1),
  limit: z.number().int().min(1),
});
export type CampaignListResponse = z.infer<typeof campaignListResponse>;
export const programmaticListQuery = z.object({ filter: jsonParam(programmaticListFilter).optional() });
/** Campaigns unpaged: an advertiser's own, or one advertiser's. */
export const campaignRowsResponse = z.array(campaignRow);
export type CampaignRowsResponse = z.infer<typeof campaignRowsResponse>;

export const listCampaigns = defineEndpoint({
  operationId: 'campaigns.list',
  method: 'GET',
  path: '/campaigns',
  tag,
  summary: 'Campaigns in the caller scope, filtered, sorted and paged (Control)',
  access: campaignReaders,
  query: campaignListQuery,
  response: campaignListResponse,
});

export const listMyCampaigns = defineEndpoint({
  operationId: 'campaigns.mine',
  method: 'GET',
  path: '/campaigns/mine',
  tag,
  summary: "The signed-in advertiser's own campaigns",
  access: 'authenticated',
  response: campaignRowsResponse,
});

export const listAdvertiserCampaigns = defineEndpoint({
  operationId: 'campaigns.ofAdvertiser',
  method: 'GET',
  path: '/campaigns/of/:id',
  tag,
  summary: 'Campaigns of one advertiser (admins, or accounts the advertiser is linked to)',
  access: campaignReaders,
  params: idParams,
  response: campaignRowsResponse,
});

export const listProgrammatics = defineEndpoint({
  operationId: 'campaigns.programmatics',
  method: 'GET',
  path: '/campaigns/programmatics',
  tag,
  summary: 'Programmatic deals of the exchange in the caller scope, filtered, 30 a page (docs/decisions/035)',
  access: rolesFor('programmatics.manage'),
  query: programmaticListQuery,
  response: programmaticListResponse,
});

/** POST /campaigns both creates and saves an edit (`general.action`), so the request is named for saving. */
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

/**
 * SPEC 4: a status change names the status asked for: PAUSED (pause), DELIVERING (activate; the server decides
 * between READY and DELIVERING), COMPLETED (finish) or CANCELED. The status machine decides whether it may
 * happen (rules/campaign-status.ts, docs/decisions/041).
 */
export const updateCampaignStatusRequest = z.object({
  status: campaignStatusSchema.extract(REQUESTED_STATUSES),
});
export type UpdateCampaignStatusRequest = z.infer<typeof updateCampaignStatusRequest>;

export const updateCampaignStatus = defineEndpoint({
  operationId: 'campaigns.updateStatus',
  method: 'PATCH',
  path: '/campaigns/:id/status',
  tag,
  summary:
    'Pause (PAUSED), activate (DELIVERING), finish (COMPLETED) or cancel (CANCELED) a campaign; 409 when its status does not allow it',
  access: campaignWriters,
  params: idParams,
  body: updateCampaignStatusRequest,
  response: campaign,
});

/** The Control table's bulk status change: every campaign or none (docs/decisions/024 and 041). */
export const updateCampaignsStatusRequest = z.object({
  ids: z
    .array(recordId())
    .min(1)
    .max(200)
    .refine(
      (ids) => new Set(ids).size === ids.length,
      refusal('must not repeat an id', 'validation.repeated'),
    ),
  status: campaignStatusSchema.extract(REQUESTED_STATUSES),
});
export type UpdateCampaignsStatusRequest = z.infer<typeof updateCampaignsStatusRequest>;
/** Each campaign's status after the change (activating one not yet started makes it READY). */
export const updateCampaignsStatusResponse = z.object({
  items: z.array(z.object({ id: z.number().int(), status: campaignStatusSchema })),
});
export type UpdateCampaignsStatusResponse = z.infer<typeof updateCampaignsStatusResponse>;

export const updateCampaignsStatus = defineEndpoint({
  operationId: 'campaigns.updateStatuses',
  method: 'PATCH',
  path: '/campaigns/status',
  tag,
  summary:
    'Change the status of several campaigns at once, all or none: 409 naming the first one whose status does not allow it',
  access: campaignWriters,
  body: updateCampaignsStatusRequest,
  response: updateCampaignsStatusResponse,
});

export const duplicateCampaignRequest = z.object({ name: campaignName });
export type DuplicateCampaignRequest = z.infer<typeof duplicateCampaignRequest>;

export const duplicateCampaign = defineEndpoint({
  operationId: 'campaigns.duplicate',
  method: 'POST',
  path: '/campaigns/:id/duplicate',
  tag,
  summary: 'Copy a campaign and its creatives under a new name',
  access: campaignWriters,
  params: idParams,
  body: duplicateCampaignRequest,
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

export const campaignCreativesResponse = z.array(creative);
export type CampaignCreativesResponse = z.infer<typeof campaignCreativesResponse>;

export const listCampaignCreatives = defineEndpoint({
  operationId: 'campaigns.creatives',
  method: 'GET',
  path: '/campaigns/:id/creatives',
  tag,
  summary: "A campaign's creatives",
  access: campaignReaders,
  params: idParams,
  response: campaignCreativesResponse,
});

export const sinewCreativesResponse = z.array(
  creative.extend({ sinewId: z.string().nullable(), linked: z.boolean() }),
);
export type SinewCreativesResponse = z.infer<typeof sinewCreativesResponse>;

export const listSinewCreatives = defineEndpoint({
  operationId: 'campaigns.creativesSinew',
  method: 'GET',
  path: '/campaigns/:id/creatives/sinew',
  tag,
  summary: "A campaign's creatives as the sinew server holds them",
  access: rolesFor('campaigns.link'),
  params: idParams,
  response: sinewCreativesResponse,
});

/**
 * Why one creative of the list has no preview: its tag's address could not be read (SPEC 8's 'Error fetching
 * HTML'), or it lacks what a preview needs (a video without its file, an address the preview refuses).
 */
export const creativePreviewErrorCode = z.enum(['HTML_FETCH_FAILED', 'NO_PREVIEW']);
export type CreativePreviewErrorCode = z.infer<typeof creativePreviewErrorCode>;

const previewOfCreative = z.object({ creativeId: z.number().int(), format: creativeFormatSchema });
/** Each creative has its own result, so one that cannot be shown never fails or hides the others. */
export const campaignPreviewItem = z.union([
  previewOfCreative.extend(previewResponse.shape),
  previewOfCreative.extend({ error: z.object({ code: creativePreviewErrorCode, message: z.string() }) }),
]);
export type CampaignPreviewItem = z.infer<typeof campaignPreviewItem>;
export const campaignPreviewsResponse = z.array(campaignPreviewItem);
export type CampaignPreviewsResponse = z.infer<typeof campaignPreviewsResponse>;

export const previewCampaignCreatives = defineEndpoint({
  operationId: 'campaigns.previewCreatives',
  method: 'GET',
  path: '/campaigns/:id/preview/creatives',
  tag,
  summary: 'Previews of every creative of a saved campaign',
  access: campaignReaders,
  params: idParams,
  response: campaignPreviewsResponse,
});
