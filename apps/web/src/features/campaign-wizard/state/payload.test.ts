import type { Campaign } from '@adcontrol/domain/campaigns/campaign';
import { describe, expect, it } from 'vitest';
import { emptyDraft, type WizardState } from './draft-store';
import { draftDays, draftFromCampaign, type Sender, savePayload } from './payload';

const draft: WizardState = {
  ...emptyDraft,
  name: 'Verano',
  model: 'CPM',
  budget: '1.500.000',
  price: '0,5',
  advertiserId: 30,
  currency: 'CLP',
  country: 'CL',
  date: { start: '2031-03-01', end: '2031-03-31' },
};

describe('the save payload', () => {
  it("books a seller's campaign to the seller and names the sender's e-mail (SPEC 3)", () => {
    const payload = savePayload(draft, { email: 'martina@ventas.example', role: 'seller', accountId: 20 });
    expect(payload.email).toBe('martina@ventas.example');
    expect(payload.general.seller_id).toBe(20);
    expect(payload.general.unit_price).toBe(0.5);
  });

  it('sends the seller an admin chose, and none when the admin left it to the server', () => {
    const admin: Sender = { email: 'carolina@adcontrol.example', role: 'admin', accountId: 1 };
    expect(savePayload({ ...draft, seller: 21 }, admin).general.seller_id).toBe(21);
    expect(savePayload(draft, admin).general.seller_id).toBeNull();
  });
});

describe('the draft of a saved campaign', () => {
  const campaign = {
    name: 'Verano',
    unitPrice: 2.125,
    conversionRate: null,
    budget: { total: 1000, usd: null },
  };
  it('writes the unit price the money way, so it reads back as it was', () => {
    const opened = draftFromCampaign({
      ...campaign,
      startDate: '2031-03-01T03:00:00.000Z',
      endDate: '2031-04-01T02:59:59.999Z',
      workOrderCount: 1,
    } as Campaign);
    expect(opened.price).toBe('2,125');
    expect(opened.savedWorkOrders).toBe(1);
    expect(savePayload(opened, { email: null, role: 'admin', accountId: 1 }).general.unit_price).toBe(2.125);
  });

  it('opens a CPA campaign with its conversion rate, and sends it back as it was', () => {
    const opened = draftFromCampaign({ ...campaign, purchaseModel: 'CPA', conversionRate: 12.5 } as Campaign);
    expect(opened.conversionRate).toBe('12,5');
    expect(savePayload(opened, { email: null, role: 'admin', accountId: 1 }).general.conversion_rate).toBe(
      12.5,
    );
    expect(draftFromCampaign({ ...campaign, conversionRate: null } as Campaign).conversionRate).toBe('');
  });
});

describe('campaign days', () => {
  it('are none while the end is before the start', () => {
    expect(draftDays({ start: '2031-03-15', end: '2031-03-01' })).toBeNull();
    expect(draftDays({ start: '2031-03-01', end: '2031-03-01' })).toBe(0);
  });
});
