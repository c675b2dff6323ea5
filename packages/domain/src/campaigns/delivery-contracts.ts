import { z } from 'zod';
import { idParams, okResponse } from '../contract/common';
import { defineEndpoint } from '../contract/define-endpoint';
import { cappingSourceSchema } from '../shared/enums';
import { campaign } from './campaign';

const tag = 'Delivery';
const linkers = ['admin', 'super_seller'] as const;

const sourceValues = z.object({
  impressions: z.number().int().nonnegative(),
  clicks: z.number().int().nonnegative(),
});

export const updateCappingRequest = z.object({
  capping: sourceValues.extend({
    newton: sourceValues.optional(),
    sinew: sourceValues.optional(),
  }),
  source: cappingSourceSchema.nullable(),
  action: z.enum(['set', 'split']).default('set'),
});

export const updateCapping = defineEndpoint({
  operationId: 'campaigns.updateCapping',
  method: 'PATCH',
  path: '/campaigns/:id/capping',
  tag,
  summary: 'Set the capping, for one source or split over both by current shares',
  access: ['admin'],
  params: idParams,
  body: updateCappingRequest,
  response: campaign,
});

export const updateSource = defineEndpoint({
  operationId: 'campaigns.updateSource',
  method: 'PATCH',
  path: '/campaigns/:id/source',
  tag,
  summary: 'Choose the delivery source (newton, sinew or both)',
  access: ['admin'],
  params: idParams,
  body: z.object({ source: cappingSourceSchema.nullable() }),
  response: campaign,
});

export const updateEmpower = defineEndpoint({
  operationId: 'campaigns.updateEmpower',
  method: 'PATCH',
  path: '/campaigns/:id/empower',
  tag,
  summary: 'Turn empower on or off',
  access: ['admin'],
  params: idParams,
  body: z.object({ empower: z.boolean() }),
  response: campaign,
});

export const updateOptimized = defineEndpoint({
  operationId: 'campaigns.updateOptimized',
  method: 'PATCH',
  path: '/campaigns/:id/optimized',
  tag,
  summary: 'Enable the optimiser and set its weight',
  access: ['admin'],
  params: idParams,
  body: z.object({ enableOptimized: z.boolean(), optimizationWeight: z.number().min(0).max(100) }),
  response: campaign,
});

export const updateOptimizationThreshold = defineEndpoint({
  operationId: 'campaigns.updateOptimizationThreshold',
  method: 'PATCH',
  path: '/campaigns/:id/optimizationThreshold',
  tag,
  summary: "Set the optimiser's CTR threshold",
  access: ['admin'],
  params: idParams,
  body: z.object({ optimizationThreshold: z.number().min(0).max(100) }),
  response: campaign,
});

export const linkRequest = z.object({
  creatives: z.array(z.number().int()).max(400).default([]),
  sinewInfo: z.record(z.string(), z.unknown()).optional(),
});

export const linkResponse = z.object({
  campaign,
  /** Calls to the delivery server wait in an outbox until applied; `pending` counts those not applied yet. */
  pending: z.number().int().nonnegative(),
});

export const linkSinew = defineEndpoint({
  operationId: 'campaigns.linkSinew',
  method: 'POST',
  path: '/campaigns/:id/link/sinew',
  tag,
  summary: 'Link a campaign to sinew, activating the given creatives there',
  access: linkers,
  params: idParams,
  body: linkRequest,
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
  summary: 'Link a campaign to newton (path not given by SPEC; designed here)',
});

export const unlinkNewton = defineEndpoint({
  ...linkSinew,
  operationId: 'campaigns.unlinkNewton',
  path: '/campaigns/:id/unlink/newton',
  summary: 'Unlink a campaign from newton (path not given by SPEC; designed here)',
});

export const linkCampaign = defineEndpoint({
  operationId: 'campaigns.link',
  method: 'POST',
  path: '/campaigns/:id/link',
  tag,
  summary: 'Link a campaign to one server or both; creatives are activated or paused as SPEC 4 says',
  access: linkers,
  params: idParams,
  body: z.object({ source: cappingSourceSchema }),
  response: linkResponse,
});

const valueBody = z.object({ value: z.boolean() });

export const setConsumption = defineEndpoint({
  operationId: 'campaigns.consumption',
  method: 'POST',
  path: '/campaigns/consumption/:id',
  tag,
  summary: 'Show or hide budget consumption to the advertiser',
  access: ['admin'],
  params: idParams,
  body: valueBody,
  response: okResponse,
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
  summary: 'Choose the detailed or summary report type for the advertiser',
});
