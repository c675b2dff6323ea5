import { z } from 'zod';
import { defineEndpoint } from '../contract/define-endpoint';
import { recordIdText } from '../contract/limit-fields';
import { rolesFor } from '../rules/permissions';
import { deliveryStateResponse } from './delivery-contracts';

/**
 * What an admin does with a change a delivery server refused for good (paths designed; docs/decisions/031): send
 * it again, or drop it. Either answers the campaign's delivery state as `GET /campaigns/{id}/delivery` does.
 */
const tag = 'Delivery';

export const deliveryChangeParams = z.object({
  id: recordIdText(),
  /** The `id` of the change in the delivery state. */
  changeId: recordIdText(),
});

export const retryDeliveryChange = defineEndpoint({
  operationId: 'campaigns.retryDeliveryChange',
  method: 'POST',
  path: '/campaigns/:id/delivery/:changeId/retry',
  tag,
  summary: 'Send a change its server refused again, from a first attempt',
  access: rolesFor('campaigns.tuneDelivery'),
  params: deliveryChangeParams,
  response: deliveryStateResponse,
});

export const dropDeliveryChange = defineEndpoint({
  operationId: 'campaigns.dropDeliveryChange',
  method: 'DELETE',
  path: '/campaigns/:id/delivery/:changeId',
  tag,
  summary: 'Drop a change its server refused: it is never sent again',
  access: rolesFor('campaigns.tuneDelivery'),
  params: deliveryChangeParams,
  response: deliveryStateResponse,
});
