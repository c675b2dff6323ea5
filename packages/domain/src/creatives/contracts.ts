import { z } from 'zod';
import { idParams } from '../contract/common';
import { defineEndpoint } from '../contract/define-endpoint';
import { pushText } from '../contract/fields';
import { recordId } from '../contract/limit-fields';
import { rolesFor } from '../rules/permissions';
import { campaignFormatSchema, creativeFormatSchema, creativeStatusSchema } from '../shared/enums';
import { refusal } from '../shared/issue-message';
import { creative, creativeForm } from './creative';
import { requireMediaAddresses } from './creative-drafts';

const tag = 'Creatives';
const campaignWriters = rolesFor('campaigns.create');
const url = z.string().trim().max(2_048);
const html = z.string().min(1).max(200_000);

export const updateCreativesRequest = z.object({
  creatives: z
    .array(creative.partial().required({ id: true }).superRefine(requireMediaAddresses))
    .min(1)
    .max(200),
});
export type UpdateCreativesRequest = z.input<typeof updateCreativesRequest>;
export const creativeListResponse = z.array(creative);
export type CreativeListResponse = z.infer<typeof creativeListResponse>;

export const updateCreatives = defineEndpoint({
  operationId: 'creatives.update',
  method: 'PATCH',
  path: '/creatives',
  tag,
  summary: 'Change several creatives at once',
  access: campaignWriters,
  body: updateCreativesRequest,
  response: creativeListResponse,
});

/** A rendered preview: HTML for a sandboxed iframe (ARCHITECTURE 9), never for the app's own origin. */
export const previewResponse = z.object({
  html: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type PreviewResponse = z.infer<typeof previewResponse>;

export const previewPushRequest = z.object({
  title: pushText.optional(),
  subtitle: pushText.optional(),
  image: url.optional(),
  logo: url.optional(),
});
export type PreviewPushRequest = z.infer<typeof previewPushRequest>;

export const previewPush = defineEndpoint({
  operationId: 'creatives.previewPush',
  method: 'POST',
  path: '/creatives/preview/push',
  tag,
  summary: 'Render a push notification preview',
  access: 'authenticated',
  body: previewPushRequest,
  response: previewResponse,
});

export const previewVideoRequest = z.object({ video: url.min(1), link: url.optional() });
export type PreviewVideoRequest = z.infer<typeof previewVideoRequest>;

export const previewVideo = defineEndpoint({
  operationId: 'creatives.previewVideo',
  method: 'POST',
  path: '/creatives/preview-video',
  tag,
  summary: 'Render a video creative preview',
  access: 'authenticated',
  body: previewVideoRequest,
  response: previewResponse,
});

/** SPEC's `{n}`: the position of the creative in the draft's list of its format. */
export const previewIndexParams = z.object({ n: z.coerce.number().int().min(0).max(199) });

export const previewBannerRequest = z.object({
  image: url.optional(),
  tag: z.string().max(100_000).optional(),
  link: url.optional(),
  width: z.number().int().positive().max(4_000).optional(),
  height: z.number().int().positive().max(4_000).optional(),
});
export type PreviewBannerRequest = z.infer<typeof previewBannerRequest>;

export const previewBanner = defineEndpoint({
  operationId: 'creatives.previewBanner',
  method: 'POST',
  path: '/creatives/preview/banner/:n',
  tag,
  summary: 'Render the n-th banner of a draft as a sandboxed preview',
  access: 'authenticated',
  params: previewIndexParams,
  body: previewBannerRequest,
  response: previewResponse,
});

export const previewInterstitialRequest = z.object({
  image: url.optional(),
  html: z.string().max(200_000).optional(),
  tag: z.string().max(100_000).optional(),
  link: url.optional(),
  vastString: z.string().max(200_000).optional(),
});
export type PreviewInterstitialRequest = z.infer<typeof previewInterstitialRequest>;

export const previewInterstitial = defineEndpoint({
  operationId: 'creatives.previewInterstitial',
  method: 'POST',
  path: '/creatives/preview/interstitial/:n',
  tag,
  summary: 'Render the n-th interstitial of a draft as a sandboxed preview',
  access: 'authenticated',
  params: previewIndexParams,
  body: previewInterstitialRequest,
  response: previewResponse,
});

/** SPEC's `creatives/form/{a}/{b}` (docs/decisions/047): a, the campaign's format; b, the creative's. */
export const creativeFormParams = z.object({
  a: campaignFormatSchema,
  b: creativeFormatSchema,
});

export const getCreativeForm = defineEndpoint({
  operationId: 'creatives.form',
  method: 'GET',
  path: '/creatives/form/:a/:b',
  tag,
  summary:
    "A creative format's form in a campaign of a format: its fields, their limits and what is required",
  access: 'authenticated',
  params: creativeFormParams,
  response: creativeForm,
});

export const addOptimizedRequest = z.object({
  html,
  id: recordId(),
  campaignId: recordId(),
});
export type AddOptimizedRequest = z.infer<typeof addOptimizedRequest>;

export const addOptimized = defineEndpoint({
  operationId: 'creatives.addOptimized',
  method: 'POST',
  path: '/creatives/:id/add-optimized',
  tag,
  summary: 'Add an optimised HTML variant of a creative (named ..._optimized)',
  access: rolesFor('campaigns.tuneDelivery'),
  params: idParams,
  body: addOptimizedRequest,
  response: creative,
  successStatus: 201,
});

export const supportOptimized = defineEndpoint({
  operationId: 'creatives.supportOptimized',
  method: 'GET',
  path: '/creatives/:id/support-optimized',
  tag,
  summary: 'The support and optimised variants of a creative',
  access: rolesFor('campaigns.tuneDelivery'),
  params: idParams,
  response: creativeListResponse,
});

export const updateOptimizedHtmlRequest = z.object({ html });
export type UpdateOptimizedHtmlRequest = z.infer<typeof updateOptimizedHtmlRequest>;

export const updateOptimizedHtml = defineEndpoint({
  operationId: 'creatives.updateOptimizedHtml',
  method: 'PATCH',
  path: '/creatives/:id/optimized-html',
  tag,
  summary: "Change an optimised variant's HTML",
  access: rolesFor('campaigns.tuneDelivery'),
  params: idParams,
  body: updateOptimizedHtmlRequest,
  response: creative,
});

export const generateSupportRequest = z.object({
  creativeId: recordId(),
  image: url.min(1),
});
export type GenerateSupportRequest = z.infer<typeof generateSupportRequest>;

export const generateSupport = defineEndpoint({
  operationId: 'creatives.generateSupport',
  method: 'POST',
  path: '/creatives/generate/support',
  tag,
  summary: 'Generate a support creative (named ..._support) from an image',
  access: rolesFor('campaigns.tuneDelivery'),
  body: generateSupportRequest,
  response: creative,
  successStatus: 201,
});

export const updateCreativeStatusRequest = z.object({ status: creativeStatusSchema });
export type UpdateCreativeStatusRequest = z.infer<typeof updateCreativeStatusRequest>;

export const updateCreativeStatus = defineEndpoint({
  operationId: 'creatives.updateStatus',
  method: 'PATCH',
  path: '/creatives/:id/status',
  tag,
  summary: 'Activate (0) or pause (1) one creative',
  access: campaignWriters,
  params: idParams,
  body: updateCreativeStatusRequest,
  response: creative,
});

/** Pretargeting rules are the exchange's own document; they are stored as given (at most 50 kB of JSON). */
export const addPretargetingRequest = z.object({
  pretargeting: z
    .record(z.string(), z.unknown())
    .refine(
      (rules) => JSON.stringify(rules).length <= 50_000,
      refusal('must be at most 50 kB', 'validation.dataTooLarge', { values: { max: 50 } }),
    ),
  id: recordId(),
});
export type AddPretargetingRequest = z.infer<typeof addPretargetingRequest>;

export const addPretargeting = defineEndpoint({
  operationId: 'creatives.addPretargeting',
  method: 'POST',
  path: '/creatives/:id/add-pretargeting',
  tag,
  summary: 'Attach pretargeting rules to a creative',
  access: rolesFor('campaigns.tuneDelivery'),
  params: idParams,
  body: addPretargetingRequest,
  /** The creative with its pretargeting as now stored. */
  response: creative,
});
