import { z } from 'zod';
import { defineEndpoint } from '../contract/define-endpoint';
import { moneyAmount, moneyAmountText, recordIdText, unitPriceText } from '../contract/limit-fields';
import { TARGETS_TOO_LARGE, targetsWithinLimit } from '../rules/limits';
import { countryCodeSchema, currencySchema, purchaseModelSchema } from '../shared/enums';
import { refusal } from '../shared/issue-message';
import { campaignName, cappingEstimate } from './campaign';
import { campaignWriters } from './contracts';

/** The calls the campaign-creation steps make while a draft is edited: lookups, pricing and uploads. */
const tag = 'Campaigns';

export const campaignTagsResponse = z.object({
  topics: z.array(z.string()),
  products: z.array(z.string()),
  audiences: z.array(z.string()),
});
export type CampaignTagsResponse = z.infer<typeof campaignTagsResponse>;

export const listTags = defineEndpoint({
  operationId: 'campaigns.tags',
  method: 'GET',
  path: '/campaigns/tags',
  tag,
  summary: 'Topic, product and audience tags creatives can carry',
  access: 'authenticated',
  response: campaignTagsResponse,
});

/** Whether a campaign name is free (SPEC 5: 'Campaign already exists' as soon as it is typed). */
export const nameAvailabilityQuery = z.object({
  name: z.string().trim().min(1).max(150),
  /** The campaign being edited, whose own name counts as free. */
  id: recordIdText().optional(),
});
export type NameAvailabilityQuery = z.input<typeof nameAvailabilityQuery>;
export const nameAvailabilityResponse = z.object({ available: z.boolean() });
export type NameAvailabilityResponse = z.infer<typeof nameAvailabilityResponse>;

export const checkCampaignName = defineEndpoint({
  operationId: 'campaigns.nameAvailable',
  method: 'GET',
  path: '/campaigns/name-available',
  tag,
  summary: 'Whether a campaign name is still free (names are unique, in any case)',
  access: campaignWriters,
  query: nameAvailabilityQuery,
  response: nameAvailabilityResponse,
});

export const vastTagResponse = z.object({ vast: z.string() });
export type VastTagResponse = z.infer<typeof vastTagResponse>;

export const getVastTag = defineEndpoint({
  operationId: 'campaigns.vastTag',
  method: 'GET',
  path: '/campaigns/vastTag',
  tag,
  summary: 'A VAST XML template for interstitial video',
  access: 'authenticated',
  response: vastTagResponse,
});

export const unitPriceRequest = z.object({
  model: purchaseModelSchema,
  budget: moneyAmount(),
  currency: currencySchema,
  country: countryCodeSchema,
  premium: z.boolean().default(false),
  ctr: z.number().min(0).max(100).optional(),
});
export type UnitPriceRequest = z.input<typeof unitPriceRequest>;
export const unitPriceResponse = z.object({ price: z.number().positive() });
export type UnitPriceResponse = z.infer<typeof unitPriceResponse>;

export const unitPriceFormula = defineEndpoint({
  operationId: 'campaigns.formula',
  method: 'POST',
  path: '/campaigns/formula',
  tag,
  summary: 'Suggested unit price for a purchase model, budget and country',
  access: campaignWriters,
  body: unitPriceRequest,
  response: unitPriceResponse,
});

/** SPEC's `/campaigns/cappign/{a}/{b}`: a is the start date, b the end date. */
export const cappingEstimateParams = z
  .object({ a: z.iso.date().describe('Start date'), b: z.iso.date().describe('End date') })
  .refine(
    (dates) => dates.a <= dates.b,
    refusal('must not be before the start date', 'validation.endBeforeStart', { path: ['b'] }),
  );
export const cappingEstimateQuery = z
  .object({
    model: purchaseModelSchema,
    budget: moneyAmountText(),
    price: unitPriceText(),
  })
  .refine(
    (query) => targetsWithinLimit(query.model, query.budget, query.price),
    refusal(TARGETS_TOO_LARGE, 'validation.priceTooLowForBudget', { path: ['price'] }),
  );
export type CappingEstimateQuery = z.input<typeof cappingEstimateQuery>;

export const getCappingEstimate = defineEndpoint({
  operationId: 'campaigns.cappingEstimate',
  method: 'GET',
  path: '/campaigns/cappign/:a/:b',
  tag,
  summary: 'Daily capping a draft needs between two dates (a: start, b: end) for its model, budget and price',
  access: campaignWriters,
  params: cappingEstimateParams,
  query: cappingEstimateQuery,
  response: cappingEstimate,
});

/**
 * The limits of the campaign uploads (docs/decisions/020): every type is told by the file's content, never its
 * name or declared type. The web app reads the same numbers to refuse a file before sending it.
 */
export const CAMPAIGN_UPLOADS = {
  /** A creative picture: PNG, JPEG or WebP (re-encoded), or a GIF (kept animated). */
  image: {
    field: 'file',
    maxBytes: 10 * 1024 * 1024,
    types: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'],
  },
  /** A creative video: MP4 or WebM, its length read from the file (SPEC 9: 13 s in a push, 2 min elsewhere). */
  video: { field: 'video', maxBytes: 50 * 1024 * 1024, types: ['video/mp4', 'video/webm'] },
  /** Work-order documents (proof of payment): PDF, XLSX or DOCX, at most `maxFiles` in one request. */
  workOrder: {
    field: 'odt',
    maxBytes: 5 * 1024 * 1024,
    maxFiles: 10,
    types: [
      'application/pdf',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
  },
} as const;

export const uploadedFile = z.object({
  url: z.string(),
  name: z.string(),
  size: z.number().int(),
  type: z.string(),
});
export type UploadedFile = z.infer<typeof uploadedFile>;

/** Multipart text fields; the files travel in `odt` (documents) or `video`. */
export const uploadWorkOrderRequest = z.object({ new_campaign_name: campaignName.optional() });
export const uploadWorkOrderResponse = z.array(uploadedFile);
export type UploadWorkOrderResponse = z.infer<typeof uploadWorkOrderResponse>;

export const uploadWorkOrder = defineEndpoint({
  operationId: 'campaigns.uploadOdt',
  method: 'POST',
  path: '/campaigns/odt',
  tag,
  summary: 'Upload work-order documents (odt files plus new_campaign_name) or a video (field video)',
  access: campaignWriters,
  multipart: { fileFields: ['odt', 'video'] },
  body: uploadWorkOrderRequest,
  response: uploadWorkOrderResponse,
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
  response: uploadedFile,
  successStatus: 201,
});

/** Multipart text field: which limit applies (SPEC 9: 13 s in a push, 2 min elsewhere). */
export const uploadVideoRequest = z.object({ kind: z.enum(['push', 'video']).default('video') });
export const uploadedVideo = uploadedFile.extend({ durationSeconds: z.number() });
export type UploadedVideo = z.infer<typeof uploadedVideo>;

export const uploadVideo = defineEndpoint({
  operationId: 'campaigns.uploadVideo',
  method: 'POST',
  path: '/campaigns/video',
  tag,
  summary: 'Upload a creative video (field video), its length checked (13 s for push, 2 min otherwise)',
  access: campaignWriters,
  multipart: { fileFields: ['video'] },
  body: uploadVideoRequest,
  response: uploadedVideo,
  successStatus: 201,
});
