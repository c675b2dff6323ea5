import { z } from 'zod';
import { idParams } from '../contract/common';
import { defineEndpoint } from '../contract/define-endpoint';
import { rolesFor } from '../rules/permissions';
import { MAX_RANGE_DAYS } from '../statistics/contracts';
import { advertiserOverview } from './overview';

/** Who opens the advertiser page: Home's readers (SPEC 2); analysts have neither (docs/decisions/029). */
export const advertiserPageReaders = rolesFor('home.read');

/** Days shown when the call names none: the 30 network days ending today. */
export const DEFAULT_OVERVIEW_DAYS = 30;

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;

/** Network days, both included: both or neither (neither means the last 30 days through today). */
export const advertiserOverviewQuery = z
  .object({ from: z.iso.date().optional(), to: z.iso.date().optional() })
  .refine((range) => (range.from === undefined) === (range.to === undefined), {
    message: 'from and to go together',
    path: ['from'],
  })
  .refine((range) => !range.from || !range.to || range.from <= range.to, {
    message: 'must not be after to',
    path: ['from'],
  })
  .refine((range) => !range.from || !range.to || daysBetween(range.from, range.to) <= MAX_RANGE_DAYS, {
    message: `must be at most ${MAX_RANGE_DAYS} days before to`,
    path: ['from'],
  });
export type AdvertiserOverviewQuery = z.infer<typeof advertiserOverviewQuery>;

export const advertiserOverviewResponse = advertiserOverview;
export type AdvertiserOverviewResponse = z.infer<typeof advertiserOverviewResponse>;

export const getAdvertiserOverview = defineEndpoint({
  operationId: 'advertisers.overview',
  method: 'GET',
  path: '/advertisers/:id/overview',
  tag: 'Advertisers',
  summary:
    'One advertiser over chosen days: spend and budget left per currency, delivery, reach, its campaigns and best creatives',
  access: advertiserPageReaders,
  params: idParams,
  query: advertiserOverviewQuery,
  response: advertiserOverviewResponse,
});
