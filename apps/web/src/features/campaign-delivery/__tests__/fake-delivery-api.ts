import type { Campaign } from '@adcontrol/domain/campaigns/campaign';
import { getCampaignDetails } from '@adcontrol/domain/campaigns/contracts';
import {
  getDeliveryState,
  linkCampaign,
  linkedNotification,
  linkNewton,
  linkSinew,
  type PendingDeliveryChange,
  unlinkNewton,
  unlinkSinew,
  updateCapping,
  updateEmpower,
  updateSource,
} from '@adcontrol/domain/campaigns/delivery-contracts';
import { addOptimized, addPretargeting, supportOptimized } from '@adcontrol/domain/creatives/contracts';
import { failure, fake, type Route } from '../../../test/app';
import { fakeDetailApi, makeCampaign, makeCreative } from '../../../test/fake-campaign-detail-api';

const DAY_MS = 86_400_000;

/**
 * A campaign in its flight (started 10 days ago, ends in 20), linked nowhere yet, with a support creative:
 * 600,000 impressions targeted, 120,000 delivered, so it needs ceil(480,000 / 21) = 22,858 a day.
 */
export function deliveringCampaign(overrides: Partial<Campaign> = {}): Campaign {
  const now = Date.now();
  return makeCampaign({
    startDate: new Date(now - 10 * DAY_MS).toISOString(),
    endDate: new Date(now + 20 * DAY_MS).toISOString(),
    displayStatus: 'in progress',
    linked: { newton: false, sinew: false },
    creatives: [
      makeCreative(101, 'Banner verano', 'banner'),
      makeCreative(102, 'Video verano', 'video'),
      { ...makeCreative(103, 'banner_verano_support', 'banner'), status: 1 },
    ],
    ...overrides,
  });
}

/** The detail page's API plus the delivery calls, answering as the server does; every call is recorded. */
export function fakeDeliveryApi({
  campaign = deliveringCampaign(),
  pending = [],
  routes = [],
}: {
  campaign?: Campaign;
  pending?: PendingDeliveryChange[];
  /** A test's own routes, answering before these. */
  routes?: Route[];
} = {}) {
  let current = campaign;
  const linkAnswer = (message: string) => () => ({ message, campaign: current, pending: 1 });
  const update = (change: Partial<Campaign>) => {
    current = { ...current, ...change };
    return current;
  };
  return fakeDetailApi({
    campaign,
    routes: [
      ...routes,
      fake(getCampaignDetails, () => current),
      fake(getDeliveryState, () => ({ pending })),
      fake(linkCampaign, linkAnswer('Campaign linked successfully')),
      fake(linkNewton, linkAnswer('Campaign linked successfully')),
      fake(linkSinew, linkAnswer('Campaign linked successfully')),
      fake(unlinkNewton, linkAnswer('Campaign unlinked successfully')),
      fake(unlinkSinew, linkAnswer('Campaign unlinked successfully')),
      fake(linkedNotification, () => ({ success: true }) as const),
      fake(updateCapping, () => update({})),
      fake(updateEmpower, ({ body }) => update({ capping: { ...current.capping, empower: body.empower } })),
      fake(supportOptimized, () => []),
      fake(addOptimized, ({ body }) => {
        const creative = current.creatives?.find((one) => one.id === body.id);
        if (!creative) return failure(404, 'NOT_FOUND', 'Creative not found');
        return { ...creative, id: 900, name: `${creative.name}_optimized`, html: body.html };
      }),
      fake(updateSource, ({ body }) => update({ source: body.source })),
      fake(addPretargeting, ({ params, body }) => {
        const creatives = (current.creatives ?? []).map((one) =>
          one.id === params.id ? { ...one, pretargeting: body.pretargeting } : one,
        );
        current = { ...current, creatives };
        return (
          creatives.find((one) => one.id === params.id) ?? failure(404, 'NOT_FOUND', 'Creative not found')
        );
      }),
    ],
  });
}
