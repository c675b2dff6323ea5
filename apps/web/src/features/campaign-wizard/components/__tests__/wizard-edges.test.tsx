import {
  getCappingEstimate,
  type UnitPriceResponse,
  unitPriceFormula,
} from '@adcontrol/domain/campaigns/draft-contracts';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../../app/i18n';
import { AppProviders, createQueryClient } from '../../../../app/providers';
import campaigns from '../../../../locales/en/campaigns.json';
import { fake, mockApi, resetBetweenTests } from '../../../../test/app';
import { makeAccount, signInAs } from '../../../../test/fixtures';
import { draftStore, emptyDraft, resetDraft, useDraft, type WizardState } from '../../state/draft-store';
import { FlightSummary } from '../flight-summary';
import { PriceField } from '../price-field';
import { ReviewStep } from '../review-step';

// The wizard's route loads these texts with its screen; this file renders its parts alone.
i18n.addResourceBundle('en', 'translation', { campaigns }, true, true);
resetBetweenTests();
beforeEach(() => resetDraft());
afterEach(() => resetDraft());

const priced: Partial<WizardState> = { model: 'CPM', currency: 'CLP', country: 'CL', budget: '1.500.000' };

function Price() {
  return <PriceField draft={useDraft()} error={false} />;
}

function Summary() {
  return <FlightSummary draft={useDraft()} />;
}

function renderWith(ui: React.ReactNode, draft: Partial<WizardState>) {
  signInAs(makeAccount({ role: 'admin', id: 1 }));
  draftStore.set({ ...emptyDraft, ...draft });
  return render(<AppProviders queryClient={createQueryClient()}>{ui}</AppProviders>);
}

describe('the unit price', () => {
  it('never mixes a suggestion arriving late with what the user is typing', async () => {
    let answer: (price: UnitPriceResponse) => void = () => {};
    mockApi(
      fake(
        unitPriceFormula,
        () =>
          new Promise<UnitPriceResponse>((resolve) => {
            answer = resolve;
          }),
      ),
    );
    renderWith(<Price />, priced);
    const user = userEvent.setup();
    const price = screen.getByRole('textbox', { name: /Unit price/ });
    await user.click(price);
    await waitFor(() => expect(answer).not.toBe(undefined));
    answer({ price: 32902 });
    await user.type(price, '2,5');
    await screen.findByText('Suggested for CPM: CLP 32,902');
    expect(price).toHaveValue('2,5');
    expect(draftStore.get().price).toBe('2,5');
    // The suggestion stays one click away, written the money way.
    await user.click(screen.getByRole('button', { name: 'Use suggestion' }));
    expect(price).toHaveValue('32.902');
  });

  it('takes the suggestion while empty and untouched, and refuses a second decimal separator', async () => {
    mockApi(fake(unitPriceFormula, () => ({ price: 0.25 })));
    renderWith(<Price />, priced);
    const price = screen.getByRole('textbox', { name: /Unit price/ });
    await waitFor(() => expect(price).toHaveValue('0,25'));
    const user = userEvent.setup();
    await user.clear(price);
    await user.type(price, '12,5,3');
    expect(price).toHaveValue('12,53');
  });

  it('says how a price with a dot is read: a dot grouping thousands, or the decimal point', async () => {
    mockApi(fake(unitPriceFormula, () => ({ price: 1 })));
    renderWith(<Price />, { ...priced, price: '2.125' });
    expect(await screen.findByText(/Read as CLP 2,125\b/)).toBeInTheDocument();
    draftStore.set((draft) => ({ ...draft, price: '0.5' }));
    expect(await screen.findByText(/Read as CLP 0\.5\b/)).toBeInTheDocument();
  });
});

describe('the capping estimate', () => {
  it('is asked once the price stops changing, not for every keystroke', async () => {
    const api = mockApi(fake(getCappingEstimate, () => ({ impressions: 20_000, clicks: 400, days: 30 })));
    renderWith(<Summary />, { ...priced, date: { start: '2031-03-01', end: '2031-03-31' } });
    // Typed a key every 80 ms, each rendered before the next.
    for (const typed of ['2', '2,', '2,5']) {
      await act(async () => {
        draftStore.set((draft) => ({ ...draft, price: typed }));
        await new Promise((resolve) => setTimeout(resolve, 80));
      });
    }
    expect(await screen.findByTestId('capping-estimate')).toHaveTextContent('20,000 impressions');
    const asked = api.calls.filter((call) => call.url.pathname.startsWith('/api/campaigns/cappign'));
    expect(asked.map((call) => call.url.searchParams.get('price'))).toEqual(['2.5']);
  });

  it('shows no day count while the end is before the start', () => {
    mockApi();
    renderWith(<Summary />, { ...priced, price: '2', date: { start: '2031-03-15', end: '2031-03-01' } });
    expect(screen.getByTestId('campaign-days')).toHaveTextContent('—');
  });
});

describe('the review', () => {
  it('shows the money as typed, with its decimals', () => {
    mockApi();
    renderWith(<ReviewStep draft={{ ...emptyDraft, ...priced, price: '0,5' }} problem={null} />, {});
    expect(screen.getByText('CLP 0.5')).toBeInTheDocument();
    expect(screen.getByText('CLP 1,500,000')).toBeInTheDocument();
    expect(screen.queryByText('CLP 1')).not.toBeInTheDocument();
  });
});
