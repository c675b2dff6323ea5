import { z } from 'zod';
import { pushText } from '../contract/fields';
import { MAX_HOUR, MIN_HOUR } from '../rules/hours';
import { isWebAddress } from '../rules/web-address';
import { campaignFormatSchema, creativeFormatSchema, creativeStatusSchema } from '../shared/enums';
import { refusal } from '../shared/issue-message';

const url = z.string().trim().max(2_048);
/** Where a click goes: empty, or an http(s) address (never `javascript:`). */
const clickAddress = url.refine(
  (value) => value === '' || isWebAddress(value),
  refusal('must be an http(s) address', 'validation.webAddress'),
);
const isUnique = (values: readonly number[]) => new Set(values).size === values.length;
/** Delivery hours 0 to 23, each once (SPEC 5: an hour not already selected). */
const hours = z
  .array(z.number().int().min(MIN_HOUR).max(MAX_HOUR))
  .max(24)
  .refine(isUnique, refusal('must not repeat an hour', 'validation.hourAlreadySelected'));
/** Weekdays 1 (Monday) to 7 (Sunday), each once. */
const days = z
  .array(z.number().int().min(1).max(7))
  .max(7)
  .refine(isUnique, refusal('must not repeat a day', 'validation.dayAlreadySelected'));

/** The fields every creative has (SPEC 3, Creative). */
export const creativeCommon = z.object({
  id: z.number().int().optional(),
  name: z.string().max(200).optional(),
  image: url.nullable().optional(),
  link: clickAddress.nullable().optional(),
  audienceId: z.number().int().nullable().optional(),
  setName: z.string().max(200).nullable().optional(),
  deliveryRule: z.boolean().default(false),
  days: days.optional(),
  hours: hours.optional(),
  topics: z.array(z.string().max(80)).max(100).optional(),
  products: z.array(z.string().max(80)).max(100).optional(),
  audiences: z.array(z.string().max(80)).max(100).optional(),
  clickTag: clickAddress.nullable().optional(),
  checkedClickTag: z.boolean().default(false),
  impressionTag: url.nullable().optional(),
  isOptimizated: z.boolean().default(false),
  status: creativeStatusSchema.default(0),
});

export const pushCreative = creativeCommon.extend({
  title: pushText.nullable().optional(),
  subtitle: pushText.nullable().optional(),
  logo: url.nullable().optional(),
  video: url.nullable().optional(),
});

export const bannerCreative = creativeCommon.extend({
  tag: z.string().max(100_000).nullable().optional(),
  width: z.number().int().min(1).max(4_000).nullable().optional(),
  height: z.number().int().min(1).max(4_000).nullable().optional(),
});

export const interstitialCreative = bannerCreative.extend({
  html: z.string().max(200_000).nullable().optional(),
  vast: z.boolean().default(false),
  vastString: z.string().max(200_000).nullable().optional(),
});

export const videoCreative = creativeCommon.extend({
  video: url.nullable().optional(),
  tag: z.string().max(100_000).nullable().optional(),
  /** Seconds before the skip/close shows; stored rounded to whole seconds (SPEC 5). */
  timer: z.number().min(0).max(120).default(0),
  zone: z.number().int().min(0).max(99).default(6),
});

/** A creative as the API shows it: the union of the format fields, with the format named. */
export const creative = interstitialCreative
  .extend(pushCreative.pick({ title: true, subtitle: true, logo: true, video: true }).shape)
  .extend({
    id: z.number().int(),
    campaignId: z.number().int(),
    format: creativeFormatSchema,
    name: z.string(),
    audience: z.string().nullable().optional(),
    preview: z.string().nullable().optional(),
    timer: z.number().int().nullable().optional(),
    zone: z.number().int().nullable().optional(),
    /** The exchange's pretargeting rules attached by an admin (`POST /creatives/{id}/add-pretargeting`). */
    pretargeting: z.record(z.string(), z.unknown()).nullable().optional(),
  });
export type Creative = z.infer<typeof creative>;
export type PushCreative = z.infer<typeof pushCreative>;
export type BannerCreative = z.infer<typeof bannerCreative>;
export type InterstitialCreative = z.infer<typeof interstitialCreative>;
export type VideoCreative = z.infer<typeof videoCreative>;

/** What a creative form's field holds, so a client knows which input to draw. */
export const CREATIVE_FIELD_KINDS = [
  'text',
  'address',
  'markup',
  'image',
  'video',
  'number',
  'switch',
  'audience',
  'choices',
  'days',
  'hours',
] as const;

/** One field of a creative form, with the limits the campaign save applies to it (docs/decisions/047). */
export const creativeFormField = z.object({
  name: z.string(),
  kind: z.enum(CREATIVE_FIELD_KINDS),
  required: z.boolean(),
  maxLength: z.number().int().optional(),
  min: z.number().optional(),
  max: z.number().optional(),
  default: z.union([z.number(), z.boolean()]).optional(),
  /** Files: the types taken (judged by content), the largest size, and for a video the longest length. */
  accepts: z.array(z.string()).optional(),
  maxBytes: z.number().int().optional(),
  maxSeconds: z.number().int().optional(),
});
export type CreativeFormField = z.infer<typeof creativeFormField>;

/**
 * SPEC 7 `creatives/form/{a}/{b}`: the form of a creative format (b) in a campaign of a format (a), as the
 * campaign save judges it (docs/decisions/047): each field with its limits, the groups of which one must be
 * filled (SPEC 5's ad content), and, for an interstitial, the order in which its content is chosen.
 */
export const creativeForm = z.object({
  campaignFormat: campaignFormatSchema,
  format: creativeFormatSchema,
  fields: z.array(creativeFormField),
  /** Each group needs one of its fields filled: a push one of title, subtitle, link, image or logo. */
  oneOf: z.array(z.array(z.string())),
  /** An interstitial shows the first of these it has (decision 021); empty for the other formats. */
  contentOrder: z.array(z.string()),
});
export type CreativeForm = z.infer<typeof creativeForm>;
