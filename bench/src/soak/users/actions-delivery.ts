import { listCampaigns, listSinewCreatives } from '@adcontrol/domain/campaigns/contracts';
import {
  getDeliveryState,
  linkCampaign,
  unlinkNewton,
  unlinkSinew,
  updateCapping,
} from '@adcontrol/domain/campaigns/delivery-contracts';
import { recordWrite } from '../http/recorder';
import { refreshOwned } from './actions-campaigns';
import { type Action, between, pick, type User } from './user-state';

/** The needed capping the Control list shows for a campaign (the capping must stay under it). */
async function neededCapping(user: User, name: string): Promise<number | null> {
  const answer = await user.session.call(listCampaigns, {
    query: { filter: JSON.stringify({ status: 'all', search: name }) },
  });
  const row = answer.status === 200 ? answer.body.items.find((item) => item.name === name) : undefined;
  return row ? row.neededCapping : null;
}

/** An admin sets an own campaign's daily capping on both servers (SPEC 4; under the needed capping). */
export const changeCapping: Action = async (user) => {
  const campaign = pick(user.campaigns);
  if (!campaign) return;
  const needed = await neededCapping(user, campaign.name);
  if (!needed || needed < 20) return;
  const newton = between(1, Math.floor((needed - 1) / 2));
  const sinew = between(1, Math.floor((needed - 1) / 2));
  const answer = await user.session.call(updateCapping, {
    params: { id: campaign.id },
    body: {
      capping: {
        impressions: newton + sinew,
        clicks: 0,
        newton: { impressions: newton, clicks: 0 },
        sinew: { impressions: sinew, clicks: 0 },
      },
      source: 'all',
      action: 'set',
    },
  });
  recordWrite({
    user: user.name,
    kind: 'campaign.capping',
    entity: 'campaign',
    id: campaign.id,
    key: null,
    value: { newton, sinew },
    status: answer.status,
  });
};

/** Links an own campaign to both servers, or unlinks it from one (SPEC 4; admins and super sellers). */
export const linkOrUnlink: Action = async (user) => {
  const campaign = pick(user.campaigns);
  if (!campaign) return;
  const linkedTo = (['newton', 'sinew'] as const).filter((server) => campaign.linked[server]);
  const server = pick(linkedTo);
  const answer = server
    ? await user.session.call(server === 'newton' ? unlinkNewton : unlinkSinew, {
        params: { id: campaign.id },
        body: { creatives: [] },
      })
    : await user.session.call(linkCampaign, { params: { id: campaign.id }, body: { source: 'all' } });
  const expected = server ? { ...campaign.linked, [server]: false } : { newton: true, sinew: true };
  recordWrite({
    user: user.name,
    kind: 'campaign.link',
    entity: 'campaign',
    id: campaign.id,
    key: null,
    value: answer.status === 200 ? answer.body.campaign.linked : expected,
    status: answer.status,
  });
  if (answer.status === 200) refreshOwned(campaign, answer.body.campaign);
  else if (answer.status === 0 || answer.status >= 500) {
    campaign.linked = expected;
    campaign.status = null;
  }
  // The link dialog shows what is still on its way, and what sinew holds (asked of sinew itself).
  if (answer.status === 200 && Math.random() < 0.3) {
    await user.session.call(getDeliveryState, { params: { id: campaign.id } });
    await user.session.call(listSinewCreatives, { params: { id: campaign.id } });
  }
};
