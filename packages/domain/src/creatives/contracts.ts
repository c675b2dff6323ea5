import { z } from 'zod';
import { okResponse } from '../contract/common';
import { defineEndpoint } from '../contract/define-endpoint';
import { pushText } from '../contract/fields';
import { creativeStatusSchema } from '../shared/enums';
import { creative } from './creative';

const tag = 'Creatives';
const campaignWriters = ['admin', 'advertiser', 'seller', 'super_seller', 'country_manager'] as const;
const creativeParams = z.object({ id: z.coerce.number().int().positive() });

export const updateCreativesRequest = z.object({
  creatives: z
    .array(creative.partial().required({ id: true }))
    .min(1)
    .max(200),
});

export const updateCreatives = defineEndpoint({
  operationId: 'creatives.update',
  method: 'PATCH',
  path: '/creatives',
  tag,
  summary: 'Change several creatives at once',
  access: campaignWriters,
  body: updateCreativesRequest,
  response: z.array(creative),
});

export const previewResponse = z.object({
  html: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});

export const previewPush = defineEndpoint({
  operationId: 'creatives.previewPush',
  method: 'POST',
  path: '/creatives/preview/push',
  tag,
  summary: 'Render a push notification preview',
  access: 'authenticated',
  body: z.object({
    title: pushText.optional(),
    subtitle: pushText.optional(),
    image: z.string().max(2_048).optional(),
    logo: z.string().max(2_048).optional(),
  }),
  response: previewResponse,
});

export const previewVideo = defineEndpoint({
  operationId: 'creatives.previewVideo',
  method: 'POST',
  path: '/creatives/preview-video',
  tag,
  summary: 'Render a video creative preview',
  access: 'authenticated',
  body: z.object({ video: z.string().max(2_048), link: z.string().max(2_048).optional() }),
  response: previewResponse,
});

const indexParams = z.object({ n: z.coerce.number().int().min(0).max(199) });

export const previewBanner = defineEndpoint({
  operationId: 'creatives.previewBanner',
  method: 'POST',
  path: '/creatives/preview/banner/:n',
  tag,
  summary: 'Render the n-th banner of a draft as a sandboxed preview',
  access: 'authenticated',
  params: indexParams,
  body: z.object({
    image: z.string().max(2_048).optional(),
    tag: z.string().max(100_000).optional(),
    link: z.string().max(2_048).optional(),
    width: z.number().int().positive().optional(),
    height: z.number().int().positive().optional(),
  }),
  response: previewResponse,
});

export const previewInterstitial = defineEndpoint({
  operationId: 'creatives.previewInterstitial',
  method: 'POST',
  path: '/creatives/preview/interstitial/:n',
  tag,
  summary: 'Render the n-th interstitial of a draft as a sandboxed preview',
  access: 'authenticated',
  params: indexParams,
  body: z.object({
    image: z.string().max(2_048).optional(),
    html: z.string().max(200_000).optional(),
    tag: z.string().max(100_000).optional(),
    link: z.string().max(2_048).optional(),
    vastString: z.string().max(200_000).optional(),
  }),
  response: previewResponse,
});

export const creativeForm = defineEndpoint({
  operationId: 'creatives.form',
  method: 'GET',
  path: '/creatives/form/:a/:b',
  tag,
  summary: 'Form settings for a creative format and size (a: format, b: size or variant)',
  access: 'authenticated',
  params: z.object({ a: z.string().max(40), b: z.string().max(40) }),
  response: z.object({
    format: z.string(),
    fields: z.array(z.object({ name: z.string(), required: z.boolean(), maxLength: z.number().optional() })),
  }),
});

export const addOptimized = defineEndpoint({
  operationId: 'creatives.addOptimized',
  method: 'POST',
  path: '/creatives/:id/add-optimized',
  tag,
  summary: 'Add an optimised HTML variant of a creative',
  access: ['admin'],
  params: creativeParams,
  body: z.object({
    html: z.string().min(1).max(200_000),
    id: z.number().int(),
    campaignId: z.number().int(),
  }),
  response: creative,
  successStatus: 201,
});

export const supportOptimized = defineEndpoint({
  operationId: 'creatives.supportOptimized',
  method: 'GET',
  path: '/creatives/:id/support-optimized',
  tag,
  summary: 'The support and optimised variants of a creative',
  access: ['admin'],
  params: creativeParams,
  response: z.array(creative),
});

export const updateOptimizedHtml = defineEndpoint({
  operationId: 'creatives.updateOptimizedHtml',
  method: 'PATCH',
  path: '/creatives/:id/optimized-html',
  tag,
  summary: "Change an optimised variant's HTML",
  access: ['admin'],
  params: creativeParams,
  body: z.object({ html: z.string().min(1).max(200_000) }),
  response: creative,
});

export const generateSupport = defineEndpoint({
  operationId: 'creatives.generateSupport',
  method: 'POST',
  path: '/creatives/generate/support',
  tag,
  summary: 'Generate a support creative from an image',
  access: ['admin'],
  body: z.object({ creativeId: z.number().int(), image: z.string().max(2_048) }),
  response: creative,
  successStatus: 201,
});

export const updateCreativeStatus = defineEndpoint({
  operationId: 'creatives.updateStatus',
  method: 'PATCH',
  path: '/creatives/:id/status',
  tag,
  summary: 'Activate (0) or pause (1) one creative',
  access: campaignWriters,
  params: creativeParams,
  body: z.object({ status: creativeStatusSchema }),
  response: creative,
});

export const addPretargeting = defineEndpoint({
  operationId: 'creatives.addPretargeting',
  method: 'POST',
  path: '/creatives/:id/add-pretargeting',
  tag,
  summary: 'Attach pretargeting rules to a creative',
  access: ['admin'],
  params: creativeParams,
  body: z.object({ pretargeting: z.record(z.string(), z.unknown()), id: z.number().int() }),
  response: okResponse,
});
