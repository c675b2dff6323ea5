import type { z } from 'zod';
import { defineEndpoint } from '../contract/define-endpoint';
import { rolesFor } from '../rules/permissions';
import { homeSummary } from './summary';

/** Home is in the side menu of everyone but analysts (SPEC 2). */
export const homeReaders = rolesFor('home.read');

export const homeSummaryResponse = homeSummary;
export type HomeSummaryResponse = z.infer<typeof homeSummaryResponse>;

export const getHomeSummary = defineEndpoint({
  operationId: 'home.summary',
  method: 'GET',
  path: '/home/summary',
  tag: 'Home',
  summary: 'The caller scope at a glance: campaign states, delivery, spend, campaigns ending soon, top five',
  access: homeReaders,
  response: homeSummaryResponse,
});
