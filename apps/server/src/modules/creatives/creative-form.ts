import { CAMPAIGN_UPLOADS } from '@adcontrol/domain/campaigns/draft-contracts';
import type { CreativeForm, CreativeFormField } from '@adcontrol/domain/creatives/creative';
import { CREATIVES_ALLOWED } from '@adcontrol/domain/rules/campaign-creatives';
import { MAX_HOUR, MIN_HOUR } from '@adcontrol/domain/rules/hours';
import { PUSH_TEXT_MAX } from '@adcontrol/domain/rules/push';
import { DEFAULT_VIDEO_ZONE, VIDEO_LIMIT_SECONDS } from '@adcontrol/domain/rules/video';
import { AppError } from '@adcontrol/domain/shared/app-error';
import type { CampaignFormat, CreativeFormat } from '@adcontrol/domain/shared/enums';

/*
 * SPEC 7 `creatives/form/{a}/{b}` (docs/decisions/047): the form of creative format b in a campaign of format a,
 * built from the same limits the campaign save applies (the creative schemas of packages/domain), so a client
 * drawing its inputs from it never offers a value the save refuses.
 */

const ADDRESS_MAX = 2_048;
const optional = (field: Omit<CreativeFormField, 'required'>): CreativeFormField => ({
  ...field,
  required: false,
});
const required = (field: Omit<CreativeFormField, 'required'>): CreativeFormField => ({
  ...field,
  required: true,
});

const address = (name: string) => ({ name, kind: 'address' as const, maxLength: ADDRESS_MAX });
const image = (name: string) => ({
  name,
  kind: 'image' as const,
  accepts: [...CAMPAIGN_UPLOADS.image.types],
  maxBytes: CAMPAIGN_UPLOADS.image.maxBytes,
});
const video = (maxSeconds: number) => ({
  name: 'video',
  kind: 'video' as const,
  accepts: [...CAMPAIGN_UPLOADS.video.types],
  maxBytes: CAMPAIGN_UPLOADS.video.maxBytes,
  maxSeconds,
});
const side = (name: 'width' | 'height') => optional({ name, kind: 'number', min: 1, max: 4_000 });

/** What every creative has (SPEC 3, Creative common fields), after its own content. */
const COMMON: CreativeFormField[] = [
  optional({ name: 'topics', kind: 'choices' }),
  optional({ name: 'products', kind: 'choices' }),
  optional({ name: 'audiences', kind: 'choices' }),
  optional({ name: 'deliveryRule', kind: 'switch', default: false }),
  optional({ name: 'days', kind: 'days', min: 1, max: 7 }),
  optional({ name: 'hours', kind: 'hours', min: MIN_HOUR, max: MAX_HOUR }),
  optional({ name: 'checkedClickTag', kind: 'switch', default: false }),
  optional(address('clickTag')),
  optional(address('impressionTag')),
  optional({ name: 'status', kind: 'number', min: 0, max: 1, default: 0 }),
];

const CONTENT: Record<CreativeFormat, CreativeFormField[]> = {
  push: [
    optional({ name: 'title', kind: 'text', maxLength: PUSH_TEXT_MAX }),
    optional({ name: 'subtitle', kind: 'text', maxLength: PUSH_TEXT_MAX }),
    optional(image('image')),
    optional(image('logo')),
    optional(address('link')),
    optional(video(VIDEO_LIMIT_SECONDS.push)),
    optional({ name: 'audienceId', kind: 'audience' }),
  ],
  banner: [
    required({ name: 'audienceId', kind: 'audience' }),
    optional(image('image')),
    optional({ name: 'tag', kind: 'markup', maxLength: 100_000 }),
    required(address('link')),
    side('width'),
    side('height'),
  ],
  interstitial: [
    optional({ name: 'audienceId', kind: 'audience' }),
    optional(image('image')),
    optional({ name: 'tag', kind: 'markup', maxLength: 100_000 }),
    optional({ name: 'html', kind: 'markup', maxLength: 200_000 }),
    optional({ name: 'vast', kind: 'switch', default: false }),
    optional({ name: 'vastString', kind: 'markup', maxLength: 200_000 }),
    optional(address('link')),
    side('width'),
    side('height'),
  ],
  video: [
    required({ name: 'audienceId', kind: 'audience' }),
    required(video(VIDEO_LIMIT_SECONDS.video)),
    required(address('link')),
    optional({ name: 'tag', kind: 'markup', maxLength: 100_000 }),
    optional({ name: 'timer', kind: 'number', min: 0, max: VIDEO_LIMIT_SECONDS.video, default: 0 }),
    optional({ name: 'zone', kind: 'number', min: 0, max: 99, default: DEFAULT_VIDEO_ZONE }),
  ],
};

/** SPEC 5's ad content: the groups of which one field must be filled. */
const ONE_OF: Record<CreativeFormat, string[][]> = {
  push: [['title', 'subtitle', 'link', 'image', 'logo']],
  banner: [['image', 'tag']],
  interstitial: [['vastString', 'html', 'image', 'tag']],
  video: [],
};

/** The form of a creative format in a campaign of a format; a format the campaign cannot carry is a 400 on b. */
export function creativeFormFor(campaignFormat: CampaignFormat, format: CreativeFormat): CreativeForm {
  const carried = CREATIVES_ALLOWED[campaignFormat];
  if (!carried.includes(format)) {
    throw new AppError(
      'VALIDATION_FAILED',
      `b: a ${campaignFormat} campaign carries ${carried.join(', ')} creatives, not ${format}`,
      { field: 'b', key: 'creatives.notCarriedByFormat' },
    );
  }
  return {
    campaignFormat,
    format,
    fields: [...CONTENT[format], ...COMMON],
    oneOf: ONE_OF[format],
    contentOrder: format === 'interstitial' ? ['vast', 'html', 'image', 'tag'] : [],
  };
}
