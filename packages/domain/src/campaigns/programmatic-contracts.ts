import { idParams } from '../contract/common';
import { defineEndpoint } from '../contract/define-endpoint';
import { rolesFor } from '../rules/permissions';
import { dealStatisticsResponse, programmaticDeal, updateDealStatusRequest } from './programmatic';

const tag = 'Programmatics';
/** SPEC 2: the Campaigns group with Programmatics is for admins, country managers and sellers. */
export const programmaticsRoles = rolesFor('programmatics.manage');

export const updateDealStatus = defineEndpoint({
  operationId: 'programmatics.updateStatus',
  method: 'PATCH',
  path: '/campaigns/programmatics/:id/status',
  tag,
  summary: 'Pause (PAUSED) or activate (DELIVERING) a programmatic deal through the exchange',
  access: programmaticsRoles,
  params: idParams,
  body: updateDealStatusRequest,
  response: programmaticDeal,
});

export const getDealStatistics = defineEndpoint({
  operationId: 'programmatics.statistics',
  method: 'GET',
  path: '/campaigns/programmatics/:id/statistics',
  tag,
  summary: "A programmatic deal's daily impressions, clicks, CTR and spend, with totals",
  access: programmaticsRoles,
  params: idParams,
  response: dealStatisticsResponse,
});
