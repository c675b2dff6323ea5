/*
 * What other modules may use of the campaigns module (docs/architecture.md): finding a campaign or its creatives
 * in a scope, the campaign as the API answers it, its activity row, and the writes a delivery setting makes.
 * Nothing here imports another module's code that imports this file back.
 */
export { recordStatistics, type StatisticsRow } from './delivery-totals-repository';
export { type ExchangeRates, withBudgetUsd } from './exchange-rates';
export { neededCappingOf } from './list-service';
export { suggestedUnitPrice } from './pricing';
export {
  type CampaignRow,
  type CampaignWithNames,
  type CreativeRow,
  type CreativeWithAudience,
  campaignLinksOfCreative,
  creativesOf,
  findScopedCampaign,
  findScopedCreatives,
  toCreative,
  updateCampaign,
  updateCreativeOf,
} from './repository';
export { getCampaign, record } from './service';
