import type { Campaign } from '@adcontrol/domain/campaigns/campaign';
import { listCampaigns } from '@adcontrol/domain/campaigns/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { campaigns, creatives } from '../../src/db/schema';
import { recordStatistics } from '../../src/modules/campaigns/delivery-totals-repository';
import type { Person } from '../helpers/callers';
import { request } from '../helpers/request';
import { campaignSaving, uniqueName } from './campaigns-save-fixtures';

/** Editing a saved campaign: renames, creative updates and deletions, approval again, repricing, scope. */
const saving = campaignSaving();
const { people, payload, save } = saving;

describe('POST /campaigns: editing', () => {
  async function created(format = 'mixed') {
    const body = payload({ general: { format }, pushs: [{ title: 'One' }, { title: 'Two' }] });
    return (await save(people.seller, body)).json<Campaign>();
  }

  it('renames, updates a creative, removes one and keeps the creatives it does not mention', async () => {
    const campaign = await created();
    const banner = campaign.creatives?.find((creative) => creative.format === 'banner');
    const [push1, push2] = campaign.creatives?.filter((creative) => creative.format === 'push') ?? [];
    const newName = uniqueName('Renamed');
    const edit = payload({
      general: {
        action: 'edit',
        id: campaign.id,
        campaign_name: campaign.name,
        new_campaign_name: newName,
        format: 'mixed',
      },
      banners: [],
      pushs: [{ id: push1?.id, name: push1?.name, title: 'One, changed' }],
      deleted: [push2?.id],
    });
    const saved = (await save(people.seller, edit)).json<Campaign>();
    expect(saved.name).toBe(newName);
    expect(saved.creatives?.map((creative) => [creative.id, creative.title ?? null])).toEqual([
      [push1?.id, 'One, changed'],
      [banner?.id, null],
    ]);
  });

  it('keeps its own name free and names the new name field when another campaign has it', async () => {
    const campaign = await created();
    const other = await created();
    const same = payload({
      general: { action: 'edit', id: campaign.id, campaign_name: campaign.name },
      banners: [],
    });
    await save(people.seller, same);
    const clash = payload({
      general: {
        action: 'edit',
        id: campaign.id,
        campaign_name: campaign.name,
        new_campaign_name: other.name,
      },
      banners: [],
    });
    expect((await save(people.seller, clash, 409)).json()).toMatchObject({
      field: 'general.new_campaign_name',
    });
  });

  it('refuses deleting a creative of another campaign', async () => {
    const campaign = await created();
    const other = await created();
    const edit = payload({
      general: { action: 'edit', id: campaign.id, campaign_name: campaign.name },
      banners: [],
      deleted: [other.creatives?.[0]?.id],
    });
    expect((await save(people.seller, edit, 400)).json()).toMatchObject({ field: 'deleted.0' });
  });

  it('sends a delivering campaign back to approval when a seller changes its budget, not when an admin does', async () => {
    const campaign = await created();
    await saving.testApp.database.db
      .update(campaigns)
      .set({ status: 'DELIVERING' })
      .where(eq(campaigns.id, campaign.id));
    const edit = (who: Person, budget: number) =>
      save(
        who,
        payload({
          general: {
            action: 'edit',
            id: campaign.id,
            campaign_name: campaign.name,
            campaign_total_budget: budget,
          },
          banners: [],
        }),
      );
    expect((await edit(people.admin, 2_000_000)).json<Campaign>().status).toBe('DELIVERING');
    expect((await edit(people.seller, 3_000_000)).json<Campaign>().status).toBe('PENDING_APPROVAL');
  });

  it('reprices what was delivered in the Control list when the price changes', async () => {
    const campaign = await created();
    const banner = campaign.creatives?.find((creative) => creative.format === 'banner');
    await recordStatistics(saving.testApp.database.db, [
      {
        date: '2030-01-02',
        campaignId: campaign.id,
        creativeId: banner?.id as number,
        source: 'newton',
        impressions: 100_000,
        clicks: 1_000,
      },
    ]);
    const listed = async () => {
      const response = await request(saving.testApp, people.seller, listCampaigns, {
        query: { filter: JSON.stringify({ status: 'all', search: campaign.name }) },
      });
      return response.json().items[0];
    };
    // 1,000,000 CLP at 2,000 per thousand buys 500,000 impressions; 100,000 cost 200,000.
    expect(await listed()).toMatchObject({ spent: 200_000, progress: 20, cpm: 2_000 });
    await save(
      people.admin,
      payload({
        general: { action: 'edit', id: campaign.id, campaign_name: campaign.name, unit_price: 4_000 },
        banners: [],
      }),
    );
    expect(await listed()).toMatchObject({ spent: 400_000, progress: 40, cpm: 4_000 });
  });

  it("answers 404 for another branch's campaign", async () => {
    const campaign = await created();
    const edit = payload({
      general: { action: 'edit', id: campaign.id, campaign_name: campaign.name },
      banners: [],
    });
    await save(people.stranger, edit, 404);
  });

  it('keeps the rows when the launch rule refuses an edit that deletes the last creative', async () => {
    const campaign = (await save(people.seller, payload())).json<Campaign>();
    const edit = payload({
      general: { action: 'edit', id: campaign.id, campaign_name: campaign.name },
      banners: [],
      deleted: [campaign.creatives?.[0]?.id],
    });
    await save(people.seller, edit, 400);
    const rows = await saving.testApp.database.db
      .select()
      .from(creatives)
      .where(eq(creatives.campaignId, campaign.id));
    expect(rows).toHaveLength(1);
  });
});
