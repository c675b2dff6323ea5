import { creativeId, creativeRow, type MutationCase } from './case-tools';

/** A campaign's creatives and their variants. */
export const CREATIVE_CASES: Record<string, MutationCase> = {
  'creatives.updateStatus': async ({ sendAs, campaign, world }) => {
    const id = creativeId(await campaign(), 'push_1');
    await sendAs(world.people.seller, 'PATCH', `/creatives/${id}/status`, { status: 1 });
    return creativeRow(id, 'creative.paused');
  },
  'creatives.update': async ({ send, campaign }) => {
    const id = creativeId(await campaign(), 'push_1');
    await send('PATCH', '/creatives', { creatives: [{ id, title: 'Nueva oferta' }] });
    return creativeRow(id, 'creative.updated');
  },
  'creatives.addOptimized': async ({ send, campaign }) => {
    const created = await campaign();
    const id = creativeId(created, 'banner_1');
    const body = { html: '<p>Buy</p>', id, campaignId: created.id };
    const variant = await send('POST', `/creatives/${id}/add-optimized`, body);
    return creativeRow(variant.json<{ id: number }>().id, 'creative.optimizedAdded');
  },
  'creatives.updateOptimizedHtml': async ({ send, campaign, setup }) => {
    const created = await campaign();
    const banner = creativeId(created, 'banner_1');
    const body = { html: '<p>Buy</p>', id: banner, campaignId: created.id };
    const { id } = (await setup('POST', `/creatives/${banner}/add-optimized`, body)).json<{ id: number }>();
    await send('PATCH', `/creatives/${id}/optimized-html`, { html: '<p>Now</p>' });
    return creativeRow(id, 'creative.optimizedEdited');
  },
  'creatives.generateSupport': async ({ send, campaign, world }) => {
    const banner = creativeId(await campaign(), 'banner_1');
    const body = { creativeId: banner, image: world.imageUrl };
    const variant = await send('POST', '/creatives/generate/support', body);
    return creativeRow(variant.json<{ id: number }>().id, 'creative.supportAdded');
  },
  'creatives.addPretargeting': async ({ send, campaign }) => {
    const id = creativeId(await campaign(), 'banner_1');
    const body = { pretargeting: { os: ['ios'] }, id };
    await send('POST', `/creatives/${id}/add-pretargeting`, body);
    return creativeRow(id, 'creative.pretargetingAdded');
  },
};
