import type { CampaignRow } from '@adcontrol/domain/campaigns/campaign';
import { listAdvertiserCampaigns, listMyCampaigns } from '@adcontrol/domain/campaigns/contracts';
import { describe, expect, it } from 'vitest';
import { request } from '../helpers/request';
import { type AccountRow, campaignListOnDemo, ids } from './campaigns-list-fixtures';

const list = campaignListOnDemo();

describe('scope', () => {
  it.each(['admin', 'country_manager', 'super_seller', 'seller', 'advertiser', 'analyst'] as const)(
    'the %s sees the campaigns of its scope',
    async (role) => {
      const rows = await list.everything(list.demo[role], { status: 'all' });
      expect(ids(rows)).toEqual(ids(list.visibleTo(list.demo[role])));
      if (role !== 'analyst') expect(rows.length).toBeGreaterThan(0);
    },
  );

  it('/mine lists the advertiser its own campaigns, by end date', async () => {
    const { testApp, demo } = list;
    const response = await request(testApp, demo.advertiser, listMyCampaigns);
    const rows = response.json() as CampaignRow[];
    const own = list.stored
      .filter((campaign) => campaign.advertiserId === demo.advertiser.id)
      .sort((a, b) => a.endDate.getTime() - b.endDate.getTime() || a.id - b.id);
    expect(rows.map((row) => row.id)).toEqual(own.map((campaign) => campaign.id));
    expect(own.length).toBeGreaterThan(0);
    expect((await request(testApp, demo.admin, listMyCampaigns)).json()).toEqual([]);
  });

  it('/of/:id answers an admin and an account the advertiser is linked to', async () => {
    const { testApp, demo, links } = list;
    const link = links.find((row) => row.accountId === demo.seller.id) ?? links[0];
    if (!link) throw new Error('the demo has no links');
    const linkedAccount = list.people.find((row) => row.id === link.accountId) as AccountRow;
    const expected = ids(list.stored.filter((campaign) => campaign.advertiserId === link.advertiserId));
    const asAdmin = await request(testApp, demo.admin, listAdvertiserCampaigns, {
      params: { id: link.advertiserId },
    });
    expect(ids(asAdmin.json())).toEqual(expected);
    const asLinked = await request(testApp, linkedAccount, listAdvertiserCampaigns, {
      params: { id: link.advertiserId },
    });
    expect(asLinked.statusCode).toBe(200);
    expect(ids(asLinked.json())).toEqual(expected);
  });

  it("/of/:id of another account's advertiser, or of a non-advertiser, is 404", async () => {
    const { testApp, demo, links } = list;
    const unlinked = list.people.find(
      (row) =>
        row.role === 'advertiser' &&
        !links.some((link) => link.accountId === demo.seller.id && link.advertiserId === row.id),
    ) as AccountRow;
    const asSeller = await request(testApp, demo.seller, listAdvertiserCampaigns, {
      params: { id: unlinked.id },
    });
    expect(asSeller.statusCode).toBe(404);
    const asOther = await request(testApp, demo.advertiser, listAdvertiserCampaigns, {
      params: { id: unlinked.id },
    });
    expect(asOther.statusCode).toBe(unlinked.id === demo.advertiser.id ? 200 : 404);
    expect(
      (await request(testApp, demo.admin, listAdvertiserCampaigns, { params: { id: demo.seller.id } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await request(testApp, demo.admin, listAdvertiserCampaigns, { params: { id: 999999 } })).statusCode,
    ).toBe(404);
  });
});
