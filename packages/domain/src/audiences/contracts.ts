import { z } from 'zod';
import { idParams, okResponse, paged, pagingQuery } from '../contract/common';
import { defineEndpoint } from '../contract/define-endpoint';
import { countryCodeSchema } from '../shared/enums';
import { audience, audienceFilters, audienceName, audienceOptions, carrier } from './audience';

const tag = 'Audiences';
const audienceRoles = [
  'admin',
  'analyst',
  'country_manager',
  'seller',
  'super_seller',
  'advertiser',
] as const;

export const listAudiencesQuery = z.object({
  ...pagingQuery,
  search: z.string().trim().max(120).optional(),
});
export const audienceListResponse = paged(audience);

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

export const saveAudienceRequest = z.object({
  name: audienceName,
  filters: audienceFilters,
  options: audienceOptions.optional(),
});
export type SaveAudienceRequest = z.input<typeof saveAudienceRequest>;

export const createAudience = defineEndpoint({
  operationId: 'audiences.create',
  method: 'POST',
  path: '/audiences',
  tag,
  summary: 'Save a new audience (needs a name and at least one location or point)',
  access: audienceRoles,
  body: saveAudienceRequest,
  response: audience,
  successStatus: 201,
});

export const updateAudience = defineEndpoint({
  operationId: 'audiences.update',
  method: 'PATCH',
  path: '/audiences/:id',
  tag,
  summary: 'Change an audience',
  access: audienceRoles,
  params: idParams,
  body: saveAudienceRequest.partial(),
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
export const countAudienceResponse = z.object({
  count: z.number().int().nonnegative(),
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

export const countAudiencePublic = defineEndpoint({
  operationId: 'audiences.countPublic',
  method: 'POST',
  path: '/audiences/count/unauthenticated',
  tag,
  summary: 'Count for the public audience demo (no session; the multiplier always applies)',
  access: 'public',
  body: z.object({ filters: audienceFilters }),
  response: countAudienceResponse,
});

export const carrierQuery = z.object({
  iso: z.string().trim().max(200).describe('Comma-separated ISO codes'),
});
export const carrierResponse = z.array(carrier);

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
  summary: 'Mobile operators, for the public audience demo',
  access: 'public',
});

export const deviceQuery = z.object({ search: z.string().trim().max(120).default('') });
export const deviceResponse = z.array(
  z.object({ model: z.string(), brand: z.string(), devices: z.number().int().optional() }),
);

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
  summary: 'Device models, for the public audience demo',
  access: 'public',
});

export const playstoreAppsQuery = z.object({
  term: z.string().trim().max(120).default(''),
  countries: z.string().trim().max(200).optional().describe('Comma-separated ISO codes'),
});
export const playstoreApp = z.object({
  packageName: z.string(),
  title: z.string(),
  category: z.string(),
  icon: z.string().nullable(),
  installs: z.number().int().optional(),
});
export const playstoreAppsResponse = z.array(playstoreApp);

export const searchPlaystoreApps = defineEndpoint({
  operationId: 'playstore.apps',
  method: 'GET',
  path: '/playstore/apps',
  tag,
  summary: 'Apps and their categories, by name or package, in the given countries',
  access: audienceRoles,
  query: playstoreAppsQuery,
  response: playstoreAppsResponse,
});

export const searchPlaystoreAppsPublic = defineEndpoint({
  ...searchPlaystoreApps,
  operationId: 'playstore.appsPublic',
  path: '/playstore/apps/unauthenticated',
  summary: 'Apps, for the public audience demo',
  access: 'public',
});

export const countryListResponse = z.array(z.object({ code: countryCodeSchema, name: z.string() }));
