import { type MutationCase, schedule, unique } from './case-tools';
import { deliveringDeal, paymentForm, scheduleOfAdmin } from './set-ups';

/** Report schedules, programmatic deals, payments, decks and exchange rates. */
export const BUSINESS_CASES: Record<string, MutationCase> = {
  'reportSchedules.create': async ({ sendAs, campaign, world }) => {
    const { id: targetId } = await campaign();
    const body = { kind: 'campaign', targetId, format: 'xlsx', frequency: 'weekly', day: 1, language: 'es' };
    const created = await sendAs(world.people.seller, 'POST', '/report-schedules', body);
    return schedule(created.json<{ id: number }>().id, 'report_schedule.created');
  },
  'reportSchedules.update': async ({ send, campaign, setup }) => {
    const id = await scheduleOfAdmin(setup, (await campaign()).id);
    await send('PATCH', `/report-schedules/${id}`, { isActive: false });
    return schedule(id, 'report_schedule.paused');
  },
  'reportSchedules.delete': async ({ send, campaign, setup }) => {
    const id = await scheduleOfAdmin(setup, (await campaign()).id);
    await send('DELETE', `/report-schedules/${id}`);
    return schedule(id, 'report_schedule.deleted');
  },
  'reportSchedules.send': async ({ send, campaign, setup }) => {
    const id = await scheduleOfAdmin(setup, (await campaign()).id);
    await send('POST', `/report-schedules/${id}/send`);
    return schedule(id, 'report_schedule.sent');
  },
  'programmatics.updateStatus': async ({ send, world }) => {
    const id = await deliveringDeal(world);
    await send('PATCH', `/campaigns/programmatics/${id}/status`, { status: 'PAUSED' });
    return { entityType: 'programmatic_deal', entityId: id, action: 'programmatic_deal.paused' };
  },
  'payments.create': async ({ sendAs, campaign, world }) => {
    const form = await paymentForm(world, await campaign());
    const created = await sendAs(world.people.advertiser, 'POST', '/payments', form);
    return { entityType: 'payment', entityId: created.json<{ id: number }>().id, action: 'payment.created' };
  },
  'payments.review': async ({ send, campaign, world, setup }) => {
    const form = await paymentForm(world, await campaign());
    const { id } = (await setup('POST', '/payments', form)).json<{ id: number }>();
    await send('PATCH', `/payments/${id}/status`, { status: 'approved' });
    return { entityType: 'payment', entityId: id, action: 'payment.approved' };
  },
  'paymentMethods.create': async ({ send }) => {
    const created = await send('POST', '/payment-methods', { name: unique('Cheque ') });
    const id = created.json<{ id: number }>().id;
    return { entityType: 'payment_method', entityId: id, action: 'payment_method.created' };
  },
  'paymentMethods.update': async ({ send, setup }) => {
    const { id } = (await setup('POST', '/payment-methods', { name: unique('Crypto ') })).json<{
      id: number;
    }>();
    await send('PATCH', `/payment-methods/${id}`, { isActive: false });
    return { entityType: 'payment_method', entityId: id, action: 'payment_method.updated' };
  },
  'presentations.create': async ({ send, campaign }) => {
    const { id: campaignId } = await campaign();
    const today = new Date().toISOString().slice(0, 10);
    const body = { campaignIds: [campaignId], from: today, to: today, language: 'pt' };
    const queued = await send('POST', '/presentations', body);
    const id = queued.json<{ id: number }>().id;
    return { entityType: 'presentation', entityId: id, action: 'presentation.requested' };
  },
  'expenses.setRates': async ({ send }) => {
    await send('PUT', '/exchange-rates/2026-10-05', { perUsd: { CLP: 951.5 } });
    return { entityType: 'exchange_rate', entityId: 20261005, action: 'exchange_rate.loaded' };
  },
};
