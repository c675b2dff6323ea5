import { z } from 'zod';
import { idParams, okResponse, paged, pagingQuery } from '../contract/common';
import { defineEndpoint } from '../contract/define-endpoint';
import { rolesFor } from '../rules/permissions';
import { CSV_SEPARATORS } from '../shared/csv-cell';
import { languageSchema } from '../shared/enums';
import { matching, refusal } from '../shared/issue-message';
import {
  audience,
  audienceFilters,
  audienceName,
  audienceOptions,
  carrier,
  deviceModel,
  geoCoordinate,
  hasIncludedLocation,
} from './audience';

const tag = 'Audiences';
/** Audience roles of SPEC 2, plus advertisers, who target their own campaigns. */
export const audienceRoles = rolesFor('audiences.target');

/** Comma-separated ISO 3166-1 alpha-2 codes, as SPEC's `?iso=` and `?countries=` carry them. */
export const isoCodeList = matching(
  z.string().trim().max(200),
  /^[A-Za-z]{2}( *, *[A-Za-z]{2})*$/,
  'must be comma-separated two-letter country codes',
  'validation.countryCodes',
).describe('Comma-separated ISO 3166-1 alpha-2 codes');

export const listAudiencesQuery = z.object({
  ...pagingQuery,
  search: z.string().trim().max(120).optional(),
});
export const audienceListResponse = paged(audience);
export type AudienceListResponse = z.infer<typeof audienceListResponse>;

export const listAudiences = defineEndpoint({
  operationId: 'audiences.list',
  method: 'GET',
  path: '/audiences',
  tag,
  summary: "The caller's audiences, newest first, with search and paging",
  access: audienceRoles,
  query: listAudiencesQuery,
  response: audienceListResponse,
});

export const getAudience = defineEndpoint({
  operationId: 'audiences.get',
  method: 'GET',
  path: '/audiences/:id',
  tag,
  summary: 'One audience in the caller scope',
  access: audienceRoles,
  params: idParams,
  response: audience,
});

/** The fields of an audience a client sends; the save rules are on the create and update requests. */
export const saveAudienceRequest = z.object({
  name: audienceName,
  filters: audienceFilters,
  options: audienceOptions.optional(),
});
export type SaveAudienceRequest = z.input<typeof saveAudienceRequest>;

const locationRule = refusal('needs at least one location or point', 'validation.audienceNeedsLocation', {
  path: ['filters', 'geolocalization', 'coordinates'],
});

export const createAudienceRequest = saveAudienceRequest.refine(
  (body) => hasIncludedLocation(body.filters),
  locationRule,
);
export type CreateAudienceRequest = z.input<typeof createAudienceRequest>;

export const createAudience = defineEndpoint({
  operationId: 'audiences.create',
  method: 'POST',
  path: '/audiences',
  tag,
  summary: 'Save a new audience (needs a name and at least one location or point)',
  access: audienceRoles,
  body: createAudienceRequest,
  response: audience,
  successStatus: 201,
});

export const updateAudienceRequest = saveAudienceRequest
  .partial()
  .refine((body) => body.filters === undefined || hasIncludedLocation(body.filters), locationRule);
export type UpdateAudienceRequest = z.input<typeof updateAudienceRequest>;

export const updateAudience = defineEndpoint({
  operationId: 'audiences.update',
  method: 'PATCH',
  path: '/audiences/:id',
  tag,
  summary: 'Change an audience (new filters still need a location or point)',
  access: audienceRoles,
  params: idParams,
  body: updateAudienceRequest,
  response: audience,
});

export const deleteAudience = defineEndpoint({
  operationId: 'audiences.delete',
  method: 'DELETE',
  path: '/audiences/:id',
  tag,
  summary: 'Remove an audience',
  access: audienceRoles,
  params: idParams,
  response: okResponse,
});

export const countAudienceRequest = z.object({
  filters: audienceFilters,
  options: audienceOptions.optional(),
});
export type CountAudienceRequest = z.input<typeof countAudienceRequest>;

export const countAudienceResponse = z.object({
  /** People reached: the sample's matching devices times each country's multiplier (unless ignored). */
  count: z.number().int().nonnegative(),
  /** The measured sample's matching devices, with no multiplier: the device ids an export lists. */
  devices: z.number().int().nonnegative().optional(),
  breakdown: z
    .object({
      byCountry: z.record(z.string(), z.number().int()),
      byGender: z.object({ male: z.number().int(), female: z.number().int(), unknown: z.number().int() }),
      byAgeRange: z.record(z.string(), z.number().int()),
    })
    .optional(),
  elapsedMs: z.number().nonnegative().optional(),
});
export type CountAudienceResponse = z.infer<typeof countAudienceResponse>;

export const countAudience = defineEndpoint({
  operationId: 'audiences.count',
  method: 'POST',
  path: '/audiences/count',
  tag,
  summary: 'Count the devices an audience reaches, as filters change',
  access: audienceRoles,
  body: countAudienceRequest,
  response: countAudienceResponse,
});

/** The public demo cannot switch the multiplier off, so it sends filters only. */
export const countAudiencePublicRequest = countAudienceRequest.pick({ filters: true });
export type CountAudiencePublicRequest = z.input<typeof countAudiencePublicRequest>;

export const countAudiencePublic = defineEndpoint({
  operationId: 'audiences.countPublic',
  method: 'POST',
  path: '/audiences/count/unauthenticated',
  tag,
  summary: 'Count for the public audience demo (no session; the multiplier always applies)',
  access: 'public',
  body: countAudiencePublicRequest,
  response: countAudienceResponse,
});

export const carrierQuery = z.object({ iso: isoCodeList });
export type CarrierQuery = z.infer<typeof carrierQuery>;
export const carrierResponse = z.array(carrier);
export type CarrierResponse = z.infer<typeof carrierResponse>;

export const listCarriers = defineEndpoint({
  operationId: 'audiences.carriers',
  method: 'GET',
  path: '/audiences/carrier',
  tag,
  summary: 'Mobile operators (name, MCC, MNC) of the given countries',
  access: audienceRoles,
  query: carrierQuery,
  response: carrierResponse,
});

export const listCarriersPublic = defineEndpoint({
  ...listCarriers,
  operationId: 'audiences.carriersPublic',
  path: '/audiences/carrier/unauthenticated',
  summary: 'Mobile operators, for the public audience demo (path designed: SPEC names a variant only)',
  access: 'public',
});

export const deviceQuery = z.object({ search: z.string().trim().max(120).default('') });
export type DeviceQuery = z.input<typeof deviceQuery>;
export const deviceResponse = z.array(deviceModel);
export type DeviceResponse = z.infer<typeof deviceResponse>;

export const searchDevices = defineEndpoint({
  operationId: 'audiences.devices',
  method: 'GET',
  path: '/audiences/device',
  tag,
  summary: 'Device models matching a search',
  access: audienceRoles,
  query: deviceQuery,
  response: deviceResponse,
});

export const searchDevicesPublic = defineEndpoint({
  ...searchDevices,
  operationId: 'audiences.devicesPublic',
  path: '/audiences/device/unauthenticated',
  summary: 'Device models, for the public audience demo (path designed: SPEC names a variant only)',
  access: 'public',
});

/** SPEC 5 bulk coordinates: an .xlsx whose first sheet has the columns nombre, lat, long, code, ratio. */
export const COORDINATE_SHEET_COLUMNS = ['nombre', 'lat', 'long', 'code', 'ratio'] as const;
/** The largest coordinates workbook accepted, in bytes (the message states it in MB). */
export const COORDINATE_SHEET_MAX_BYTES = 5 * 1024 * 1024;

export const coordinateSheetResponse = z.object({
  /** The valid rows, as points ready for `filters.geolocalization.coordinates` (included, radius from ratio). */
  points: z.array(geoCoordinate).max(5_000),
  /** Every row left out, by its row number in the sheet (the header is row 1) and why. */
  rejected: z.array(z.object({ row: z.number().int().positive(), reason: z.string() })),
});
export type CoordinateSheetResponse = z.infer<typeof coordinateSheetResponse>;

export const parseCoordinateSheet = defineEndpoint({
  operationId: 'audiences.coordinateSheet',
  method: 'POST',
  path: '/audiences/coordinates',
  tag,
  summary:
    'Read an .xlsx of points (nombre, lat, long, code, ratio): the valid ones, and each invalid row with its reason',
  access: audienceRoles,
  body: z.object({}).describe('multipart/form-data with the workbook in `file`'),
  multipart: { fileFields: ['file'] },
  response: coordinateSheetResponse,
});

export const parseCoordinateSheetPublic = defineEndpoint({
  ...parseCoordinateSheet,
  operationId: 'audiences.coordinateSheetPublic',
  path: '/audiences/coordinates/unauthenticated',
  summary: 'Bulk coordinates for the public audience demo (read only; nothing is stored)',
  access: 'public',
});

/**
 * GET /audiences/{id}/export: `text/csv`, streamed. Comment lines (`#`) carry the audience's definition
 * (name, filters as JSON, the count and when it was exported), then a `device_id` header and one matching device
 * per line. `X-Audience-Count` gives the number of device lines to come, for a progress bar.
 */
/**
 * How the file reads (decision 055): `lang`, the language of its headings (else the account's); `separator`,
 * `comma` or `semicolon` (else `semicolon` in Spanish and Portuguese, `comma` in English).
 */
export const exportAudienceQuery = z.object({
  lang: languageSchema.optional(),
  separator: z.enum(CSV_SEPARATORS).optional(),
});
export type ExportAudienceQuery = z.infer<typeof exportAudienceQuery>;

export const exportAudience = defineEndpoint({
  operationId: 'audiences.export',
  method: 'GET',
  path: '/audiences/:id/export',
  tag,
  summary: "Download an audience's definition and matching device ids as CSV (streamed)",
  access: audienceRoles,
  params: idParams,
  query: exportAudienceQuery,
  response: z.string().describe('text/csv'),
});
