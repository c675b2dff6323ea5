import { z } from 'zod';
import { isoDateTime, paged, pagingQuery } from '../contract/common';
import { defineEndpoint } from '../contract/define-endpoint';
import { recordIdText } from '../contract/limit-fields';
import { rolesFor } from '../rules/permissions';
import { CSV_SEPARATORS } from '../shared/csv-cell';
import { languageSchema } from '../shared/enums';
import { refusal } from '../shared/issue-message';

const tag = 'Activity';

/** The most rows one CSV export carries: a wider period is narrowed before it is exported (decision 034). */
export const ACTIVITY_EXPORT_MAX_ROWS = 50_000;

/** Who the log names: an account's id with its name and e-mail as they are now, null when it was deleted. */
export const activityPerson = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  email: z.string().nullable(),
});
export type ActivityPerson = z.infer<typeof activityPerson>;

/** The fields of a row's details that name another object by id, and what kind of object each names. */
export const ACTIVITY_REFERENCES = {
  advertiserId: 'account',
  sellerId: 'account',
  parentId: 'account',
  reviewedBy: 'account',
  campaignId: 'campaign',
  campaignIds: 'campaign',
  audienceId: 'audience',
  methodId: 'payment_method',
} as const;
export type ActivityReference = (typeof ACTIVITY_REFERENCES)[keyof typeof ACTIVITY_REFERENCES];

/** A report schedule's `targetId` names a campaign or an advertiser, as its `kind` says. */
export function referenceOf(field: string, details: Record<string, unknown>): ActivityReference | null {
  if (field === 'targetId')
    return details.kind === 'campaign' ? 'campaign' : details.kind === 'advertiser' ? 'account' : null;
  return Object.hasOwn(ACTIVITY_REFERENCES, field)
    ? ACTIVITY_REFERENCES[field as keyof typeof ACTIVITY_REFERENCES]
    : null;
}

/** One recorded change. `details.before`/`details.after` hold the changed fields where a row changed. */
export const activityEntry = z.object({
  id: z.number().int(),
  createdAt: isoDateTime,
  action: z.string(),
  entityType: z.string(),
  entityId: z.number().int().nullable(),
  /** What the object is called now (a campaign's name, an advertiser's company…), or null when nothing says. */
  entityName: z.string().nullable(),
  account: activityPerson.nullable(),
  /** The person behind an impersonated session, or null. */
  actingAccount: activityPerson.nullable(),
  ip: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  /**
   * What the objects `details` names by id are called now, keyed `kind:id` (`account:46`, `campaign:60`,
   * `audience:3`, `payment_method:2`), so an opened row reads names; ids nothing names are left out.
   */
  names: z.record(z.string(), z.string()).optional(),
});
export type ActivityEntry = z.infer<typeof activityEntry>;

const filterFields = {
  /** An account: the rows it made itself or made while someone acted as it, and the rows it made as another. */
  personId: recordIdText().optional(),
  entityType: z.string().trim().min(1).max(40).optional(),
  action: z.string().trim().min(1).max(80).optional(),
  /** Calendar days at -03:00, both included. */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
};

const periodInOrder = {
  check: (query: { from?: string | undefined; to?: string | undefined }) =>
    !query.from || !query.to || query.from <= query.to,
  issue: refusal('must not be before from', 'validation.endBeforeStart', { path: ['to'] }),
};

export const activityFilterQuery = z.object(filterFields).refine(periodInOrder.check, periodInOrder.issue);
export type ActivityFilter = z.input<typeof activityFilterQuery>;

export const activityListQuery = z
  .object({ ...pagingQuery, ...filterFields })
  .refine(periodInOrder.check, periodInOrder.issue);
export type ActivityListQuery = z.input<typeof activityListQuery>;

export const activityListResponse = paged(activityEntry);
export type ActivityListResponse = z.infer<typeof activityListResponse>;

export const listActivity = defineEndpoint({
  operationId: 'activity.list',
  method: 'GET',
  path: '/activity',
  tag,
  summary: 'Recorded changes, newest first, filtered by person, entity, action and period, paged (admins)',
  access: rolesFor('activity.read'),
  query: activityListQuery,
  response: activityListResponse,
});

export const activityFacetsResponse = z.object({
  entityTypes: z.array(z.string()),
  actions: z.array(z.string()),
});
export type ActivityFacetsResponse = z.infer<typeof activityFacetsResponse>;

export const listActivityFacets = defineEndpoint({
  operationId: 'activity.facets',
  method: 'GET',
  path: '/activity/facets',
  tag,
  summary: 'The entity types and actions the log holds, for its filters (admins)',
  access: rolesFor('activity.read'),
  response: activityFacetsResponse,
});

/**
 * The export's filter, and how the file reads (decision 055): `lang`, the language of its headings (else the
 * account's); `separator`, `comma` or `semicolon` (else `semicolon` in Spanish and Portuguese, `comma` in English,
 * as a spreadsheet program of that language expects).
 */
export const activityExportQuery = z
  .object({
    ...filterFields,
    lang: languageSchema.optional(),
    separator: z.enum(CSV_SEPARATORS).optional(),
  })
  .refine(periodInOrder.check, periodInOrder.issue);
export type ActivityExportQuery = z.input<typeof activityExportQuery>;

/**
 * The same filter as `activity.list` as a CSV file (UTF-8 with a byte-order mark), newest first, at most
 * `ACTIVITY_EXPORT_MAX_ROWS` rows; `X-Activity-Truncated: true` says a wider selection was cut.
 */
export const exportActivity = defineEndpoint({
  operationId: 'activity.export',
  method: 'GET',
  path: '/activity/export',
  tag,
  summary: 'Download the filtered activity log as CSV (admins)',
  access: rolesFor('activity.read'),
  query: activityExportQuery,
  response: z.string().describe('text/csv'),
});
