import { z } from 'zod';
import { passwordSchema } from '../auth/contracts';
import { idParams, okResponse, paged } from '../contract/common';
import { defineEndpoint, jsonParam } from '../contract/define-endpoint';
import { recordId } from '../contract/limit-fields';
import { rolesFor } from '../rules/permissions';
import { countryCodeSchema, languageSchema, roleSchema } from '../shared/enums';
import { refusal } from '../shared/issue-message';
import { account, accountCompany, country } from './account';
import { ACCOUNT_SORT_FIELDS, SORT_ORDERS } from './list-values';

const tag = 'Accounts';
const managers = rolesFor('accounts.manage');

export const accountFilter = z.object({
  page: z.number().int().min(1).default(1),
  limit: z.number().int().min(1).max(200).default(30),
  role: roleSchema.optional(),
  country: countryCodeSchema.optional(),
  search: z.string().trim().max(120).optional(),
  sort: z.enum(ACCOUNT_SORT_FIELDS).default('createdAt'),
  order: z.enum(SORT_ORDERS).default('desc'),
});
export type AccountFilter = z.input<typeof accountFilter>;

export const listAccountsQuery = z.object({ filter: jsonParam(accountFilter).optional() });
export const accountListResponse = paged(account);
export type AccountListResponse = z.infer<typeof accountListResponse>;

export const listAccounts = defineEndpoint({
  operationId: 'accounts.list',
  method: 'GET',
  path: '/accounts',
  tag,
  summary: 'Accounts in the caller scope, filtered and paged',
  access: managers,
  query: listAccountsQuery,
  response: accountListResponse,
});

/** Narrows the advertiser picker; without `limit` it lists every advertiser in scope (no paging defaults). */
export const advertiserFilter = accountFilter
  .pick({ country: true, search: true })
  .extend({ limit: z.number().int().min(1).max(1000).optional() });
export const advertisersRawQuery = z.object({ filter: jsonParam(advertiserFilter).optional() });
/** A plain list of accounts, unpaged (pickers, children, search results). */
export const accountArrayResponse = z.array(account);
export type AccountArrayResponse = z.infer<typeof accountArrayResponse>;

export const listAdvertisersRaw = defineEndpoint({
  operationId: 'accounts.advertisersRaw',
  method: 'GET',
  path: '/accounts/adv/raw',
  tag,
  summary: 'Advertisers in the caller scope, unpaged, for pickers',
  access: 'authenticated',
  query: advertisersRawQuery,
  response: accountArrayResponse,
});

export const getAccount = defineEndpoint({
  operationId: 'accounts.get',
  method: 'GET',
  path: '/accounts/:id',
  tag,
  summary: 'One account in the caller scope',
  access: 'authenticated',
  params: idParams,
  response: account,
});

export const listChildren = defineEndpoint({
  operationId: 'accounts.children',
  method: 'GET',
  path: '/accounts/childrens',
  tag,
  summary: "The accounts directly under the caller's (sellers' advertisers, super sellers' sellers)",
  access: 'authenticated',
  response: accountArrayResponse,
});

export const companyListResponse = z.array(accountCompany);
export type CompanyListResponse = z.infer<typeof companyListResponse>;

export const listCompanies = defineEndpoint({
  operationId: 'accounts.companies',
  method: 'GET',
  path: '/accounts/companies',
  tag,
  summary: 'Distinct company names in the caller scope',
  access: 'authenticated',
  response: companyListResponse,
});

/** Most matches a search answers; the accounts list pages through them, narrowed by role and country. */
export const SEARCH_MAX_RESULTS = 200;

export const searchAccountsQuery = z.object({
  q: z.string().trim().min(3, 'needs 3 or more letters').max(120),
  role: roleSchema.optional(),
  country: countryCodeSchema.optional(),
  sort: z.enum(ACCOUNT_SORT_FIELDS).optional(),
  order: z.enum(SORT_ORDERS).optional(),
  /** 20 unless asked: a picker wants the best few. */
  limit: z.coerce.number().int().min(1).max(SEARCH_MAX_RESULTS).optional(),
});
export type SearchAccountsQuery = z.input<typeof searchAccountsQuery>;

export const searchAccounts = defineEndpoint({
  operationId: 'accounts.search',
  method: 'GET',
  path: '/accounts/search',
  tag,
  summary:
    'Accounts of the caller scope whose name, company or e-mail match (3 or more letters), as the list scopes them',
  access: managers,
  query: searchAccountsQuery,
  response: accountArrayResponse,
});

export const accountFields = z.object({
  email: z.email().max(254),
  role: roleSchema,
  firstName: z.string().trim().min(1).max(80),
  lastName: z.string().trim().max(80).optional(),
  company: z.string().trim().max(120).optional(),
  language: languageSchema.default('es'),
  timezone: z.string().max(64).default('America/Santiago'),
  country: countryCodeSchema.optional(),
  parentId: recordId().optional(),
  advertisersLinked: z.array(recordId()).max(500).optional(),
});

export const createAccountRequest = accountFields.extend({ password: passwordSchema });
export type CreateAccountRequest = z.input<typeof createAccountRequest>;

export const createAccount = defineEndpoint({
  operationId: 'accounts.create',
  method: 'POST',
  path: '/accounts',
  tag,
  summary: 'Create an account in the caller scope',
  access: managers,
  body: createAccountRequest,
  response: account,
  successStatus: 201,
});

/** The role is fixed (advertiser) and the parent is the caller unless an admin names another. */
export const createAdvertiserRequest = createAccountRequest.omit({ role: true });
export type CreateAdvertiserRequest = z.input<typeof createAdvertiserRequest>;

export const createAdvertiser = defineEndpoint({
  operationId: 'accounts.createAdvertiser',
  method: 'POST',
  path: '/accounts/advertisers',
  tag,
  summary: "Create an advertiser under the caller (sellers' quick create)",
  access: managers,
  body: createAdvertiserRequest,
  response: account,
  successStatus: 201,
});

/** Only the fields sent change: no defaults here, or every PATCH would reset language and timezone. */
export const updateAccountRequest = accountFields
  .extend({ language: languageSchema, timezone: z.string().max(64) })
  .partial()
  .extend({ password: passwordSchema.optional() });
export type UpdateAccountRequest = z.input<typeof updateAccountRequest>;

export const updateAccount = defineEndpoint({
  operationId: 'accounts.update',
  method: 'PATCH',
  path: '/accounts/:id',
  tag,
  summary: 'Change an account in the caller scope',
  access: managers,
  params: idParams,
  body: updateAccountRequest,
  response: account,
});

export const updateMeRequest = z
  .object({
    firstName: z.string().trim().min(1).max(80).optional(),
    lastName: z.string().trim().max(80).optional(),
    company: z.string().trim().max(120).optional(),
    language: languageSchema.optional(),
    timezone: z.string().max(64).optional(),
    avatar: z.string().max(500).nullable().optional(),
    currentPassword: z.string().max(200).optional(),
    newPassword: passwordSchema.optional(),
  })
  .refine(
    (body) => body.newPassword === undefined || Boolean(body.currentPassword),
    refusal('is required to set a new password', 'auth.currentPasswordRequired', {
      path: ['currentPassword'],
    }),
  );
export type UpdateMeRequest = z.input<typeof updateMeRequest>;

export const updateMe = defineEndpoint({
  operationId: 'accounts.updateMe',
  method: 'PATCH',
  path: '/accounts/me',
  tag,
  summary: "Change the caller's own profile or password (a new password needs the current one)",
  access: 'authenticated',
  body: updateMeRequest,
  response: account,
});

/** The avatar upload's limits: the type is told by the file's content, never by its name or declared type. */
export const AVATAR_UPLOAD = {
  field: 'avatar',
  maxBytes: 5 * 1024 * 1024,
  types: ['image/png', 'image/jpeg', 'image/webp'],
  /** Side of the square WebP the server stores, whatever was sent. */
  size: 256,
} as const;

/** No text fields: the picture travels alone, in the multipart file field `avatar`. */
export const uploadAvatarRequest = z.object({});

export const uploadAvatar = defineEndpoint({
  operationId: 'accounts.uploadAvatar',
  method: 'POST',
  path: '/accounts/me/avatar',
  tag,
  summary:
    "Replace the caller's avatar (PNG, JPEG or WebP up to 5 MB, field avatar), stored as a 256 px WebP",
  access: 'authenticated',
  multipart: { fileFields: [AVATAR_UPLOAD.field] },
  body: uploadAvatarRequest,
  response: account,
});

export const deleteAccount = defineEndpoint({
  operationId: 'accounts.delete',
  method: 'DELETE',
  path: '/accounts/:id',
  tag,
  summary: 'Remove an account in the caller scope',
  access: managers,
  params: idParams,
  response: okResponse,
});

export const countryListResponse = z.array(country);
export type CountryListResponse = z.infer<typeof countryListResponse>;

/** Listed with the accounts calls, as SPEC 7 does: the account forms pick a country from it. */
export const listCampaignCountries = defineEndpoint({
  operationId: 'campaigns.countries',
  method: 'GET',
  path: '/campaigns/countries',
  tag,
  summary: 'The countries the network sells in, with their billing currency',
  access: 'authenticated',
  response: countryListResponse,
});
