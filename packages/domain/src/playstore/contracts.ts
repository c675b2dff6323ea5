import { z } from 'zod';
import { audienceRoles, isoCodeList } from '../audiences/contracts';
import { defineEndpoint } from '../contract/define-endpoint';
import { matching } from '../shared/issue-message';
import { playstoreApp } from './app';

const tag = 'Audiences';

export const playstoreAppsQuery = z.object({
  term: z.string().trim().max(120).default(''),
  countries: isoCodeList.optional(),
  /** Comma-separated package names: those apps, whatever the term and countries (to name an audience's apps). */
  packages: matching(
    z.string().trim().max(4000),
    /^[\w.]+( *, *[\w.]+)*$/,
    'must be comma-separated package names',
    'validation.packageNames',
  ).optional(),
});
export type PlaystoreAppsQuery = z.input<typeof playstoreAppsQuery>;
export const playstoreAppsResponse = z.array(playstoreApp);
export type PlaystoreAppsResponse = z.infer<typeof playstoreAppsResponse>;

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
  summary: 'Apps, for the public audience demo (path designed: SPEC names a variant only)',
  access: 'public',
});
