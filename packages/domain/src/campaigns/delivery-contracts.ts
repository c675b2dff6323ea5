import { z } from 'zod';
import { idParams, okResponse } from '../contract/common';
import { defineEndpoint } from '../contract/define-endpoint';
import { countValue, recordId } from '../contract/limit-fields';
import { rolesFor } from '../rules/permissions';
import {
  campaignTypeSchema,
  cappingSourceSchema,
  countryCodeSchema,
  purchaseModelSchema,
  sourceSchema,
} from '../shared/enums';
import { refusal } from '../shared/issue-message';
import { campaign, campaignName, reportSettings } from './campaign';

/** Admin controls over how a campaign is delivered: capping, source, optimiser, servers, advertiser views. */
const tag = 'Delivery';
/** SPEC 4 and 6: admins and super sellers link and unlink. */
const linkers = rolesFor('campaigns.link');

const sourceValues = z.object({
  impressions: countValue(),
  clicks: countValue(),
});

const bothSources = (source: string | null) => source === null || source === 'all';

/**
 * SPEC 4, 5 and 9 (docs/decisions/031): `split` divides `capping`'s total between the servers by their current
 * shares, so it needs both sources (`all` or none); `set` takes `newton` and `sinew` as given, or the total as the
 * chosen source's values, so with both sources at least one of them must be given. The total then follows the
 * source: one source's values, or both summed.
 */
export const updateCappingRequest = z
  .object({
    capping: sourceValues.extend({
      newton: sourceValues.optional(),
      sinew: sourceValues.optional(),
    }),
    source: cappingSourceSchema.nullable(),
    action: z.enum(['set', 'split']).default('set'),
  })
  .refine(
    (body) => body.action !== 'split' || bothSources(body.source),
    refusal('splits over both sources: choose all or no source', 'delivery.splitNeedsBoth', {
      path: ['action'],
    }),
  )
  .refine(
    (body) =>
      body.action !== 'set' ||
      !bothSources(body.source) ||
      body.capping.newton !== undefined ||
      body.capping.sinew !== undefined,
    refusal('is required to set both sources (or split the total)', 'delivery.bothSourcesNeedCapping', {
      path: ['capping', 'newton'],
    }),
  );
export type UpdateCappingRequest = z.input<typeof updateCappingRequest>;

export const updateCapping = defineEndpoint({
  operationId: 'campaigns.updateCapping',
  method: 'PATCH',
  path: '/campaigns/:id/capping',
  tag,
  summary: 'Set the capping, for one source or split over both by current shares',
  access: rolesFor('campaigns.tuneDelivery'),
  params: idParams,
  body: updateCappingRequest,
  response: campaign,
});

export const updateSourceRequest = z.object({ source: cappingSourceSchema.nullable() });
export type UpdateSourceRequest = z.infer<typeof updateSourceRequest>;

export const updateSource = defineEndpoint({
  operationId: 'campaigns.updateSource',
  method: 'PATCH',
  path: '/campaigns/:id/source',
  tag,
  summary: "Choose the delivery source (newton, sinew or both); the capping takes that source's values",
  access: rolesFor('campaigns.tuneDelivery'),
  params: idParams,
  body: updateSourceRequest,
  response: campaign,
});

export const updateEmpowerRequest = z.object({ empower: z.boolean() });
export type UpdateEmpowerRequest = z.infer<typeof updateEmpowerRequest>;

export const updateEmpower = defineEndpoint({
  operationId: 'campaigns.updateEmpower',
  method: 'PATCH',
  path: '/campaigns/:id/empower',
  tag,
  summary: 'Turn empower on or off',
  access: rolesFor('campaigns.tuneDelivery'),
  params: idParams,
  body: updateEmpowerRequest,
  response: campaign,
});

export const updateOptimizedRequest = z.object({
  enableOptimized: z.boolean(),
  /** Whole percent of traffic given to the better-performing creatives. */
  optimizationWeight: z.number().int().min(0).max(100),
});
export type UpdateOptimizedRequest = z.infer<typeof updateOptimizedRequest>;

export const updateOptimized = defineEndpoint({
  operationId: 'campaigns.updateOptimized',
  method: 'PATCH',
  path: '/campaigns/:id/optimized',
  tag,
  summary: 'Enable the optimiser and set its weight (0-100)',
  access: rolesFor('campaigns.tuneDelivery'),
  params: idParams,
  body: updateOptimizedRequest,
  response: campaign,
});

export const updateOptimizationThresholdRequest = z.object({
  optimizationThreshold: z.number().min(0).max(100),
});
export type UpdateOptimizationThresholdRequest = z.infer<typeof updateOptimizationThresholdRequest>;

export const updateOptimizationThreshold = defineEndpoint({
  operationId: 'campaigns.updateOptimizationThreshold',
  method: 'PATCH',
  path: '/campaigns/:id/optimizationThreshold',
  tag,
  summary: "Set the optimiser's CTR threshold (0-100)",
  access: rolesFor('campaigns.tuneDelivery'),
  params: idParams,
  body: updateOptimizationThresholdRequest,
  response: campaign,
});

const percent = z.number().min(0).max(100);

/**
 * The data-info edit modal (SPEC 2 and 3; path ours, docs/decisions/031): what the delivery side says of a
 * campaign, corrected by an admin. Every field is optional and only those sent change; null clears one.
 */
export const updateDataInfoRequest = z
  .object({
    country: countryCodeSchema.nullable(),
    type: campaignTypeSchema.nullable(),
    /** The purchase model, as the delivery server names it. */
    comment: purchaseModelSchema.nullable(),
    impressions: countValue(),
    clicks: countValue(),
    /** Percent. */
    ctr: percent,
    source: cappingSourceSchema.nullable(),
    optimized: z.boolean(),
    /** Percent. */
    boxedCtr: percent.nullable(),
    campaignTitle: campaignName.nullable(),
  })
  .partial()
  .refine(
    (body) => body.impressions === undefined || body.clicks === undefined || body.clicks <= body.impressions,
    refusal('must not be more than impressions', 'delivery.clicksOverImpressions', { path: ['clicks'] }),
  );
export type UpdateDataInfoRequest = z.input<typeof updateDataInfoRequest>;

export const updateDataInfo = defineEndpoint({
  operationId: 'campaigns.updateDataInfo',
  method: 'PATCH',
  path: '/campaigns/:id/data-info',
  tag,
  summary: "Correct a campaign's data info (path designed: SPEC shows the modal, not the call)",
  access: rolesFor('campaigns.tuneDelivery'),
  params: idParams,
  body: updateDataInfoRequest,
  response: campaign,
});

/** SPEC 7's `{creatives, sinewInfo}`: the creatives to activate on the server, and sinew's own settings. */
export const linkServerRequest = z.object({
  creatives: z.array(z.number().int()).max(400).default([]),
  sinewInfo: z.record(z.string(), z.unknown()).optional(),
});
export type LinkServerRequest = z.input<typeof linkServerRequest>;

export const linkResponse = z.object({
  /** 'Campaign linked successfully' or 'Campaign unlinked successfully'. */
  message: z.string(),
  campaign,
  /** Calls to the delivery server wait in an outbox until applied; `pending` counts those not applied yet. */
  pending: z.number().int().nonnegative(),
});
export type LinkResponse = z.infer<typeof linkResponse>;

export const linkSinew = defineEndpoint({
  operationId: 'campaigns.linkSinew',
  method: 'POST',
  path: '/campaigns/:id/link/sinew',
  tag,
  summary: 'Link a campaign to sinew, activating the given creatives there',
  access: linkers,
  params: idParams,
  body: linkServerRequest,
  response: linkResponse,
});

export const unlinkSinew = defineEndpoint({
  ...linkSinew,
  operationId: 'campaigns.unlinkSinew',
  path: '/campaigns/:id/unlink/sinew',
  summary: 'Unlink a campaign from sinew',
});

export const linkNewton = defineEndpoint({
  ...linkSinew,
  operationId: 'campaigns.linkNewton',
  path: '/campaigns/:id/link/newton',
  summary: 'Link a campaign to newton (path designed: SPEC does not show it)',
});

export const unlinkNewton = defineEndpoint({
  ...linkSinew,
  operationId: 'campaigns.unlinkNewton',
  path: '/campaigns/:id/unlink/newton',
  summary: 'Unlink a campaign from newton (path designed: SPEC does not show it)',
});

export const linkCampaignRequest = z.object({ source: cappingSourceSchema });
export type LinkCampaignRequest = z.infer<typeof linkCampaignRequest>;

export const linkCampaign = defineEndpoint({
  operationId: 'campaigns.link',
  method: 'POST',
  path: '/campaigns/:id/link',
  tag,
  summary: 'Link a campaign to one server or both; creatives are activated or paused as SPEC 4 says',
  access: linkers,
  params: idParams,
  body: linkCampaignRequest,
  response: linkResponse,
});

export const linkedNotificationRequest = z.object({
  campaignId: recordId(),
  source: cappingSourceSchema,
});
export type LinkedNotificationRequest = z.infer<typeof linkedNotificationRequest>;

export const linkedNotification = defineEndpoint({
  operationId: 'campaigns.linkedNotification',
  method: 'POST',
  path: '/campaigns/linked/notification',
  tag,
  summary: "Notify a campaign's advertiser and seller that it was linked",
  access: linkers,
  body: linkedNotificationRequest,
  response: okResponse,
});

/** SPEC 7's `{value}`: an on/off switch of what the advertiser sees. */
export const advertiserViewRequest = z.object({ value: z.boolean() });
export type AdvertiserViewRequest = z.infer<typeof advertiserViewRequest>;
/** Each switch answers the campaign's three switches as now stored (also in the campaign's details). */
export const advertiserViewResponse = reportSettings;

export const setConsumption = defineEndpoint({
  operationId: 'campaigns.consumption',
  method: 'POST',
  path: '/campaigns/consumption/:id',
  tag,
  summary: 'Show or hide budget consumption to the advertiser',
  access: rolesFor('campaigns.tuneDelivery'),
  params: idParams,
  body: advertiserViewRequest,
  response: advertiserViewResponse,
});

export const setShowApps = defineEndpoint({
  ...setConsumption,
  operationId: 'campaigns.showApps',
  path: '/campaigns/showApps/:id',
  summary: 'Show or hide the apps report to the advertiser',
});

export const setTypeReports = defineEndpoint({
  ...setConsumption,
  operationId: 'campaigns.typeReports',
  path: '/campaigns/typeReports/:id',
  summary:
    'Show the detailed report types (by country, app, quartile) to the advertiser, or the summary only',
});

/** What each delivery server has not confirmed yet for a campaign, oldest first (docs/decisions/030). */
export const pendingDeliveryChange = z.object({
  /** Names the change to retry or drop it once its server refused it (delivery-outbox-contracts.ts). */
  id: z.number().int(),
  server: sourceSchema,
  /** link, unlink, creativeStatus, capping, optimisation or campaignStatus. */
  type: z.string(),
  createdAt: z.iso.datetime(),
  attempts: z.number().int().nonnegative(),
  nextAttemptAt: z.iso.datetime(),
  /** Why the last attempt failed (the server did not answer, or answered an error); null before any. */
  lastError: z.string().nullable(),
  /**
   * When the server had refused it so often that it was set aside (docs/decisions/031): it is no longer sent, and
   * later changes go on without it, until an admin retries or drops it. Null while it is still being tried.
   */
  failedAt: z.iso.datetime().nullable(),
});
export type PendingDeliveryChange = z.infer<typeof pendingDeliveryChange>;
export const deliveryStateResponse = z.object({ pending: z.array(pendingDeliveryChange) });
export type DeliveryStateResponse = z.infer<typeof deliveryStateResponse>;

export const getDeliveryState = defineEndpoint({
  operationId: 'campaigns.deliveryState',
  method: 'GET',
  path: '/campaigns/:id/delivery',
  tag,
  summary: 'The changes the delivery servers have not confirmed yet for a campaign (path designed)',
  access: linkers,
  params: idParams,
  response: deliveryStateResponse,
});
