import { listCampaigns } from '@adcontrol/domain/campaigns/contracts';
import { describe, expect, it } from 'vitest';
import { request } from '../helpers/request';
import { campaignListOnDemo, displayOf } from './campaigns-list-fixtures';

const list = campaignListOnDemo();
const { page, everything } = list;

describe('the default query', () => {
  it('answers page 1 of 5 campaigns in progress, soonest end first', async () => {
    const answer = await page(list.demo.admin, {});
    const inProgress = list.stored.filter((campaign) => displayOf(campaign) === 'in progress');
    expect(answer.total).toBe(inProgress.length);
    expect(answer).toMatchObject({ page: 1, limit: 5 });
    const expected = [...inProgress]
      .sort((a, b) => a.endDate.getTime() - b.endDate.getTime() || a.id - b.id)
      .slice(0, 5)
      .map((campaign) => campaign.id);
    expect(answer.items.map((row) => row.id)).toEqual(expected);
    expect(answer.items.every((row) => row.displayStatus === 'in progress')).toBe(true);
  });

  it('answers the same without a filter parameter', async () => {
    const bare = await request(list.testApp, list.demo.admin, listCampaigns);
    expect(bare.json()).toEqual(await page(list.demo.admin, {}));
  });

  it('pages without gaps or repeats', async () => {
    const all = await everything(list.demo.admin, { status: 'all' });
    const second = await page(list.demo.admin, { status: 'all', page: 2, limit: 7 });
    expect(second.items.map((row) => row.id)).toEqual(all.slice(7, 14).map((row) => row.id));
    const beyond = await page(list.demo.admin, { status: 'all', page: 1000, limit: 7 });
    expect(beyond).toMatchObject({ items: [], total: all.length });
  });
});
