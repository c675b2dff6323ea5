import type { Campaign } from '@adcontrol/domain/campaigns/campaign';
import type { PendingDeliveryChange } from '@adcontrol/domain/campaigns/delivery-contracts';
import { type ApiCall, json } from '../../../test/app';
import { fakeDetailApi, makeCampaign, makeCreative } from '../../campaign-detail/__tests__/fake-detail-api';

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
}: {
  campaign?: Campaign;
  pending?: PendingDeliveryChange[];
} = {}) {
  let current = campaign;
  const linkAnswer = (message: string) => () => json(200, { message, campaign: current, pending: 1 });
  const update = (change: (call: ApiCall) => Partial<Campaign>) => (call: ApiCall) => {
    current = { ...current, ...change(call) };
    return json(200, current);
  };
  return fakeDetailApi({
    campaign,
    routes: [
      {
        'GET /api/campaigns/:id/details': () => json(200, current),
        'GET /api/campaigns/:id/delivery': () => json(200, { pending }),
        'POST /api/campaigns/:id/link': linkAnswer('Campaign linked successfully'),
        'POST /api/campaigns/:id/link/:server': linkAnswer('Campaign linked successfully'),
        'POST /api/campaigns/:id/unlink/:server': linkAnswer('Campaign unlinked successfully'),
        'POST /api/campaigns/linked/notification': () => json(200, { success: true }),
        'PATCH /api/campaigns/:id/capping': update(() => ({})),
        'PATCH /api/campaigns/:id/empower': update((call) => ({
          capping: { ...current.capping, empower: (call.body as { empower: boolean }).empower },
        })),
        'GET /api/creatives/:id/support-optimized': () => json(200, []),
        'POST /api/creatives/:id/add-optimized': (call) => {
          const { id, html } = call.body as { id: number; html: string };
          const creative = current.creatives?.find((one) => one.id === id);
          return json(201, { ...creative, id: 900, name: `${creative?.name}_optimized`, html });
        },
        'PATCH /api/campaigns/:id/source': update((call) => ({
          source: (call.body as { source: Campaign['source'] }).source,
        })),
        'POST /api/creatives/:id/add-pretargeting': (call) => {
          const { pretargeting } = call.body as { pretargeting: Record<string, unknown> };
          const creatives = (current.creatives ?? []).map((one) =>
            String(one.id) === call.params.id ? { ...one, pretargeting } : one,
          );
          current = { ...current, creatives };
          return json(
            200,
            creatives.find((one) => String(one.id) === call.params.id),
          );
        },
      },
    ],
  });
}
