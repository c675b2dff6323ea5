import { listPayments } from '@adcontrol/domain/payments/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fake, renderApp, resetBetweenTests } from '../../../test/app';
import { fakeDetailApi, makeCampaign } from '../../../test/fake-campaign-detail-api';
import { makeAccount, signInAs } from '../../../test/fixtures';
import { makePayment } from './fake-payments-api';

// jsdom draws no canvas: the detail page's chart stands in as a plain element.
vi.mock('../../../components/charts/daily-chart', () => ({
  default: () => <div data-testid="chart-drawn" />,
}));

resetBetweenTests();
// The page takes the section lazily (app/campaign-detail-route.tsx); loaded here first, as a browser would have
// it by the time the campaign's answer arrives, so the assertions wait on the page and not on the module runner.
beforeAll(async () => {
  await import('../components/campaign-payment-section');
}, 60_000);

const advertiser = makeAccount({ id: 30, role: 'advertiser', firstName: null, company: 'Lácteos del Sur' });
const analyst = makeAccount({ id: 40, role: 'analyst', firstName: 'Iván' });
const partlyPaid = makeCampaign({
  payment: { state: 'partly_paid', currency: 'CLP', budget: 1_000_000, approved: 400_000, pending: 600_000 },
});

/** Text as a reader sees it: Intl's no-break spaces read as spaces. */
const plain = (element: HTMLElement) => (element.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('a campaign page and its payment', () => {
  it('says how far the campaign is paid and opens the campaign proof of payment modal', async () => {
    const api = fakeDetailApi({
      campaign: partlyPaid,
      routes: [
        fake(listPayments, () => ({
          items: [
            makePayment({ campaigns: [{ id: 17, name: partlyPaid.name }] }),
            makePayment({
              id: 32,
              amount: 250_000,
              status: 'rejected',
              statusReason: 'The transfer never reached the account',
              proofName: 'rechazada.pdf',
              campaigns: [{ id: 17, name: partlyPaid.name }],
            }),
          ],
          total: 2,
        })),
      ],
    });
    signInAs(advertiser);
    const user = userEvent.setup();
    renderApp('/campaigns/17');

    const section = await screen.findByRole('region', { name: 'Payment' }, { timeout: 15_000 });
    expect(within(section).getByText('Partly paid')).toBeInTheDocument();
    expect(plain(section)).toContain('CLP 400,000 of CLP 1,000,000 approved · CLP 600,000 awaiting approval');

    await user.click(within(section).getByRole('button', { name: 'Proof of payment' }));
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Campaign proof of payment' },
      { timeout: 5000 },
    );
    expect(
      await within(dialog).findByRole(
        'button',
        { name: 'Download the proof of payment transferencia.pdf' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    const rejected = within(dialog).getAllByRole('listitem')[1] as HTMLElement;
    expect(plain(rejected)).toContain('CLP 250,000');
    expect(within(rejected).getByText('Rejected')).toBeInTheDocument();
    expect(within(rejected).getByText('Reason: The transfer never reached the account')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/payments')[0]?.url.searchParams.get('campaignId')).toBe('17');
    expect(within(dialog).getByRole('link', { name: 'Record a payment' })).toHaveAttribute(
      'href',
      '/payments/create?advertiser=30&campaign=17',
    );
  }, 40_000);

  it('shows analysts, who handle no money, no payment section', async () => {
    fakeDetailApi({ campaign: partlyPaid });
    signInAs(analyst);
    renderApp('/campaigns/17');

    await screen.findByRole('heading', { level: 1, name: partlyPaid.name });
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Statistics' })).toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'Payment' })).not.toBeInTheDocument();
  });
});
