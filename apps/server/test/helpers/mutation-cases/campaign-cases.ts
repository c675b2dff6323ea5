import type { Campaign } from '@adcontrol/domain/campaigns/campaign';
import { campaignRow, type MutationCase, unique } from './case-tools';
import { refusedChange } from './set-ups';

/** A campaign's save, status, delivery links and settings. */
export const CAMPAIGN_CASES: Record<string, MutationCase> = {
  'campaigns.save': async ({ sendAs, world }) => {
    const saved = await sendAs(world.people.seller, 'POST', '/campaigns', {
      timezone: 'America/Lima',
      general: {
        campaign_name: unique('Saved '),
        advertiser_id: world.people.advertiser.id,
        campaign_days: 10,
        campaign_total_budget: 5_000,
        campaign_start_date: '2030-01-01T05:00:00.000Z',
        campaign_end_date: '2030-01-11T05:00:00.000Z',
        campaign_purchase_model: 'CPM',
        currency: 'PEN',
        unit_price: 5,
        country: 'PE',
        action: 'create',
      },
      pushs: [{ title: 'Oferta', link: 'https://shop.example' }],
    });
    return campaignRow(saved.json<Campaign>().id, 'campaign.created');
  },
  'campaigns.delete': async ({ send, campaign }) => {
    const { id } = await campaign();
    await send('DELETE', `/campaigns/${id}`);
    return campaignRow(id, 'campaign.deleted');
  },
  'campaigns.duplicate': async ({ send, campaign }) => {
    const { id } = await campaign();
    const copy = await send('POST', `/campaigns/${id}/duplicate`, { name: unique('Copy ') });
    return campaignRow(copy.json<Campaign>().id, 'campaign.duplicated');
  },
  'campaigns.updateStatus': async ({ sendAs, campaign, world }) => {
    const { id } = await campaign();
    await sendAs(world.people.advertiser, 'PATCH', `/campaigns/${id}/status`, { status: 'PAUSED' });
    return campaignRow(id, 'campaign.paused');
  },
  'campaigns.updateStatuses': async ({ send, campaign }) => {
    const { id } = await campaign();
    await send('PATCH', '/campaigns/status', { ids: [id], status: 'PAUSED' });
    return campaignRow(id, 'campaign.paused');
  },
  'campaigns.link': async ({ send, campaign }) => {
    const { id } = await campaign();
    await send('POST', `/campaigns/${id}/link`, { source: 'all' });
    return campaignRow(id, 'campaign.linked');
  },
  'campaigns.linkNewton': async ({ sendAs, campaign, world }) => {
    const { id } = await campaign();
    await sendAs(world.people.superSeller, 'POST', `/campaigns/${id}/link/newton`, {});
    return campaignRow(id, 'campaign.linked');
  },
  'campaigns.linkSinew': async ({ send, campaign }) => {
    const { id } = await campaign();
    await send('POST', `/campaigns/${id}/link/sinew`, {});
    return campaignRow(id, 'campaign.linked');
  },
  'campaigns.unlinkNewton': async ({ send, campaign, setup }) => {
    const { id } = await campaign();
    await setup('POST', `/campaigns/${id}/link/newton`, {});
    await send('POST', `/campaigns/${id}/unlink/newton`, {});
    return campaignRow(id, 'campaign.unlinked');
  },
  'campaigns.unlinkSinew': async ({ send, campaign, setup }) => {
    const { id } = await campaign();
    await setup('POST', `/campaigns/${id}/link/sinew`, {});
    await send('POST', `/campaigns/${id}/unlink/sinew`, {});
    return campaignRow(id, 'campaign.unlinked');
  },
  'campaigns.linkedNotification': async ({ send, campaign, setup }) => {
    const { id } = await campaign();
    await setup('POST', `/campaigns/${id}/link/sinew`, {});
    await send('POST', '/campaigns/linked/notification', { campaignId: id, source: 'sinew' });
    return campaignRow(id, 'campaign.linkNotified');
  },
  'campaigns.consumption': async ({ send, campaign }) => {
    const { id } = await campaign();
    await send('POST', `/campaigns/consumption/${id}`, { value: true });
    return campaignRow(id, 'campaign.report_settings_changed');
  },
  'campaigns.showApps': async ({ send, campaign }) => {
    const { id } = await campaign();
    await send('POST', `/campaigns/showApps/${id}`, { value: true });
    return campaignRow(id, 'campaign.report_settings_changed');
  },
  'campaigns.typeReports': async ({ send, campaign }) => {
    const { id } = await campaign();
    await send('POST', `/campaigns/typeReports/${id}`, { value: true });
    return campaignRow(id, 'campaign.report_settings_changed');
  },
  'campaigns.updateCapping': async ({ send, campaign }) => {
    const { id } = await campaign();
    const body = { capping: { impressions: 100, clicks: 1 }, source: null, action: 'split' };
    await send('PATCH', `/campaigns/${id}/capping`, body);
    return campaignRow(id, 'campaign.cappingUpdated');
  },
  'campaigns.updateSource': async ({ send, campaign }) => {
    const { id } = await campaign();
    await send('PATCH', `/campaigns/${id}/source`, { source: 'newton' });
    return campaignRow(id, 'campaign.sourceUpdated');
  },
  'campaigns.updateEmpower': async ({ send, campaign }) => {
    const { id } = await campaign();
    await send('PATCH', `/campaigns/${id}/empower`, { empower: true });
    return campaignRow(id, 'campaign.empowerUpdated');
  },
  'campaigns.updateOptimized': async ({ send, campaign }) => {
    const { id } = await campaign();
    const body = { enableOptimized: true, optimizationWeight: 10 };
    await send('PATCH', `/campaigns/${id}/optimized`, body);
    return campaignRow(id, 'campaign.optimizationUpdated');
  },
  'campaigns.updateOptimizationThreshold': async ({ send, campaign }) => {
    const { id } = await campaign();
    await send('PATCH', `/campaigns/${id}/optimizationThreshold`, { optimizationThreshold: 2 });
    return campaignRow(id, 'campaign.optimizationUpdated');
  },
  'campaigns.updateDataInfo': async ({ send, campaign }) => {
    const { id } = await campaign();
    await send('PATCH', `/campaigns/${id}/data-info`, { ctr: 1 });
    return campaignRow(id, 'campaign.dataInfoUpdated');
  },
  'campaigns.retryDeliveryChange': async (tools) => {
    const { campaign, changeId } = await refusedChange(tools);
    await tools.send('POST', `/campaigns/${campaign.id}/delivery/${changeId}/retry`);
    return campaignRow(campaign.id, 'campaign.deliveryRetried');
  },
  'campaigns.dropDeliveryChange': async (tools) => {
    const { campaign, changeId } = await refusedChange(tools);
    await tools.send('DELETE', `/campaigns/${campaign.id}/delivery/${changeId}`);
    return campaignRow(campaign.id, 'campaign.deliveryDropped');
  },
};
