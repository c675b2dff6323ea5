import { listAccounts, listAdvertisersRaw } from '@adcontrol/domain/accounts/contracts';
import { listAudiences } from '@adcontrol/domain/audiences/contracts';
import {
  checkCampaignName,
  getCappingEstimate,
  listTags,
  unitPriceFormula,
} from '@adcontrol/domain/campaigns/draft-contracts';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fake, mockApi, renderApp, resetBetweenTests } from '../../../../test/app';
import { makeAccount, signInAs } from '../../../../test/fixtures';
import { draftStore, emptyDraft, resetDraft } from '../../state/draft-store';

/** Coming back from the audience builder (`returnTo`, then `?audienceId=`) to the campaign wizard. */
resetBetweenTests();
beforeEach(() => resetDraft());
afterEach(() => resetDraft());

function fakeApi() {
  return mockApi(
    fake(listAdvertisersRaw, () => []),
    fake(listAccounts, () => ({ items: [], total: 0 })),
    fake(checkCampaignName, () => ({ available: true })),
    fake(unitPriceFormula, () => ({ price: 2500 })),
    fake(getCappingEstimate, () => ({ impressions: 20_000, clicks: 400, days: 30 })),
    fake(listAudiences, () => ({ items: [], total: 0 })),
    fake(listTags, () => ({ topics: [], products: [], audiences: [] })),
  );
}

async function openWizard(path: string) {
  renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'New campaign' }, { timeout: 10_000 });
}

describe('back from the audience builder', { timeout: 40_000 }, () => {
  it('opens the general data, with no step marked done, while it is empty', async () => {
    fakeApi();
    signInAs(makeAccount({ id: 40, role: 'advertiser', company: 'Lácteos del Sur', country: 'CL' }));
    await openWizard('/campaigns/create?audienceId=5');
    expect(await screen.findByText(/Your new audience is saved/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Campaign name/ })).toBeInTheDocument();
    expect(draftStore.get()).toMatchObject({ step: 0, pendingAudienceId: 5 });
    expect(screen.queryByTestId('CheckCircleIcon')).not.toBeInTheDocument();
  });

  it('opens the creatives when the general data is complete, the general step marked done', async () => {
    fakeApi();
    signInAs(makeAccount({ id: 40, role: 'advertiser', company: 'Lácteos del Sur', country: 'CL' }));
    draftStore.set({
      ...emptyDraft,
      name: 'Verano',
      format: 'banner',
      advertiserId: 40,
      country: 'CL',
      currency: 'CLP',
      timezone: 'America/Santiago',
      model: 'CPM',
      budget: '1.500.000',
      price: '2.500',
      date: { start: '2031-03-01', end: '2031-03-31' },
    });
    await openWizard('/campaigns/create?audienceId=5');
    expect(await screen.findByRole('button', { name: 'Add banner' })).toBeInTheDocument();
    expect(draftStore.get()).toMatchObject({ step: 1, pendingAudienceId: 5 });
    expect(screen.getAllByTestId('CheckCircleIcon')).toHaveLength(1);
  });
});
