import { getCampaignDetails } from '@adcontrol/domain/campaigns/contracts';
import {
  updateCapping,
  updateDataInfo,
  updateOptimized,
} from '@adcontrol/domain/campaigns/delivery-contracts';
import { updateCreativeStatus } from '@adcontrol/domain/creatives/contracts';
import { currentShares, splitCapping } from '@adcontrol/domain/rules/capping';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { failure, fake, renderApp, resetBetweenTests } from '../../../test/app';
import { makeRow } from '../../../test/campaign-rows';
import { fakeCampaignsApi } from '../../../test/fake-campaigns-api';
import { makeAccount, signInAs } from '../../../test/fixtures';
import { deliveringCampaign, fakeDeliveryApi } from './fake-delivery-api';

// jsdom draws no canvas: the chart stands in as a plain element.
vi.mock('../../../components/charts/daily-chart', () => ({
  default: () => <div data-testid="chart-drawn" />,
}));

resetBetweenTests();

// The route and the section load lazily; compiling them on first use is slow on a busy machine, so once here.
beforeAll(async () => {
  await Promise.all([
    import('../../../app/campaign-detail-route'),
    import('../../../app/control-route'),
    import('../components/delivery-section'),
    import('../components/delivery-dialogs'),
  ]);
}, 120_000);

const admin = makeAccount({ id: 1, role: 'admin', firstName: 'Carolina' });
const superSeller = makeAccount({ id: 25, role: 'super_seller', firstName: 'Rodrigo' });

/** Text as a reader sees it: Intl's no-break spaces read as spaces. */
const plain = (element: Element) => (element.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');

async function openDelivery(action: string) {
  const user = userEvent.setup();
  const section = await screen.findByRole('region', { name: 'Delivery servers' }, { timeout: 30_000 });
  await user.click(within(section).getByRole('button', { name: action }));
  // The modal's frame shows at once with a spinner while its form's code loads (at its first opening).
  const dialog = await waitFor(
    () => {
      const shown = screen.getByRole('dialog');
      expect(within(shown).queryByRole('progressbar', { name: 'Loading' })).toBeNull();
      return shown;
    },
    { timeout: 10_000 },
  );
  return { user, dialog };
}

/** Each creative's line in the link modal: its name and the status it will have. */
function creativeOutcomes(dialog: HTMLElement) {
  const list = within(dialog).getByRole('group', { name: 'Creatives once linked' });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => plain(item));
}

const SPLIT_NEEDS_BOTH = 'Splitting goes over both sources: choose all sources or none';
const NOT_ACCEPTED = 'This field is not accepted here';
/** The server's 400 naming `field`, in the catalogue's words. */
const refusal = (field: string, words: string) =>
  failure(400, 'VALIDATION_FAILED', `${field}: ${words}`, field);

describe('the campaign delivery section', () => {
  it('links to both servers as an admin: support creatives paused, the others active, then notifies', async () => {
    const api = fakeDeliveryApi();
    signInAs(admin);
    renderApp('/campaigns/17');
    const { user, dialog } = await openDelivery('Link / unlink');

    expect(within(dialog).getByRole('radio', { name: 'Both servers' })).toBeChecked();
    expect(creativeOutcomes(dialog)).toEqual([
      'Banner veranoActive',
      'Video veranoActive',
      'banner_verano_supportPaused',
    ]);
    // One server: the admin picks; the form starts from what is active now.
    await user.click(within(dialog).getByRole('radio', { name: 'sinew' }));
    expect(within(dialog).getByRole('checkbox', { name: 'banner_verano_support' })).not.toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: 'Both servers' }));

    await user.click(within(dialog).getByRole('button', { name: 'Link to both servers' }));
    // Done, the modal closes; the notification says so and offers to tell the seller and advertiser.
    expect(
      await screen.findByText(
        'Campaign linked successfully. The campaign is linked to both servers. 1 change is on its way to the servers.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST', '/api/campaigns/17/link')[0]?.body).toEqual({ source: 'all' });

    await user.click(screen.getByRole('button', { name: 'Notify seller and advertiser' }));
    expect(await screen.findByText('The seller and the advertiser were notified')).toBeInTheDocument();
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/campaigns/linked/notification')[0]?.body).toEqual({
        campaignId: 17,
        source: 'all',
      }),
    );
  }, 60_000);

  it('shows a super seller every creative active, on both servers or one', async () => {
    const api = fakeDeliveryApi();
    signInAs(superSeller);
    renderApp('/campaigns/17');
    const section = await screen.findByRole('region', { name: 'Delivery servers' }, { timeout: 30_000 });
    // Super sellers link only.
    expect(within(section).queryByRole('button', { name: 'Capping & source' })).toBeNull();
    const { user, dialog } = await openDelivery('Link / unlink');

    expect(creativeOutcomes(dialog)).toEqual([
      'Banner veranoActive',
      'Video veranoActive',
      'banner_verano_supportActive',
    ]);
    await user.click(within(dialog).getByRole('radio', { name: 'newton' }));
    expect(creativeOutcomes(dialog).every((line) => line.endsWith('Active'))).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Link to newton' }));
    await screen.findByText(/^Campaign linked successfully\. The campaign is linked to newton\./);
    expect(api.callsTo('POST', '/api/campaigns/17/link')[0]?.body).toEqual({ source: 'newton' });
  }, 60_000);

  it('previews the split of a total as the shared rule does, and refuses a capping over the needed one', async () => {
    const campaign = deliveringCampaign();
    const api = fakeDeliveryApi({ campaign });
    signInAs(admin);
    renderApp('/campaigns/17');
    const { user, dialog } = await openDelivery('Capping & source');
    // 480,000 impressions left over 21 days.
    expect(within(dialog).getByText(/Needed capping: 22,858 impressions a day/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('radio', { name: /A total, split/ }));
    const total = within(dialog).getByRole('textbox', { name: /^Total daily impressions/ });
    await user.clear(total);
    await user.type(total, '30000');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(total).toHaveValue('30000');
    expect(total).toHaveAttribute('aria-invalid', 'true');
    expect(
      within(dialog).getByText(
        /Total daily impressions: Current capping must be lower than needed capping \(22,858\)/,
      ),
    ).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/api/campaigns/17/capping')).toHaveLength(0);

    await user.clear(total);
    await user.type(total, '20001');
    const parts = splitCapping({ impressions: 20_001, clicks: 600 }, currentShares(campaign.capping));
    const rows = within(within(dialog).getByRole('table', { name: 'After saving' }))
      .getAllByRole('row')
      .slice(1)
      .map(plain);
    expect(rows).toEqual([
      `newton60.0%${parts.newton.impressions.toLocaleString('en')}${parts.newton.clicks}`,
      `sinew40.0%${parts.sinew.impressions.toLocaleString('en')}${parts.sinew.clicks}`,
      'Total (both servers)20,001600',
    ]);

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Capping updated successfully')).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/api/campaigns/17/capping')[0]?.body).toEqual({
      capping: { impressions: 20_001, clicks: 600 },
      source: 'all',
      action: 'split',
    });
  }, 60_000);

  it('shows what the servers wait for, names the pretargeting field when its JSON is broken, previews HTML in a sandbox', async () => {
    const api = fakeDeliveryApi({
      pending: [0, 1, 2].map((attempt) => ({
        id: 40 + attempt,
        server: attempt === 2 ? ('newton' as const) : ('sinew' as const),
        type: ['link', 'creativeStatus', 'capping'][attempt] ?? 'link',
        createdAt: '2026-11-25T12:00:00.000Z',
        attempts: attempt === 2 ? 5 : 3,
        nextAttemptAt: '2026-11-25T12:05:00.000Z',
        lastError: attempt === 1 ? null : attempt === 0 ? 'connect ECONNREFUSED 127.0.0.1:3001' : 'HTTP 422',
        failedAt: attempt === 2 ? '2026-11-25T12:04:00.000Z' : null,
      })),
    });
    signInAs(admin);
    const user = userEvent.setup();
    renderApp('/campaigns/17');
    const section = await screen.findByRole('region', { name: 'Delivery servers' }, { timeout: 30_000 });
    expect(await within(section).findByText('2 changes waiting for sinew')).toBeInTheDocument();
    expect(
      within(section).getByText(
        'Last error: connect ECONNREFUSED 127.0.0.1:3001 · attempts: 3 · next try at 25/11/26 09:05',
      ),
    ).toBeInTheDocument();
    // A change newton refused for good is set aside, for the admin to send again or drop.
    expect(
      within(section).getByText('newton refused the capping change; set aside on 25/11/26 09:04'),
    ).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Send again' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'More for Banner verano' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Add pretargeting…' }));
    const dialog = await screen.findByRole('dialog', { name: /Add pretargeting/ });
    const field = within(dialog).getByRole('textbox', { name: /^Pretargeting \(JSON\)/ });
    await user.click(field);
    await user.paste('{"countries": ["CL"]');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText(/^Pretargeting \(JSON\) is not valid JSON/)).toBeInTheDocument();
    expect(field).toHaveValue('{"countries": ["CL"]');
    expect(api.callsTo('POST', '/api/creatives/101/add-pretargeting')).toHaveLength(0);

    await user.click(field);
    await user.paste('}');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Pretargeting saved');
    expect(api.callsTo('POST', '/api/creatives/101/add-pretargeting')[0]?.body).toEqual({
      pretargeting: { countries: ['CL'] },
      id: 101,
    });
    // What is stored shows on the creative's line, and opens in the modal to be edited.
    expect(await screen.findByText('Pretargeting: countries')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'More for Banner verano' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit pretargeting…' }));
    const again = await screen.findByRole('dialog', { name: /Edit pretargeting/ });
    expect(within(again).getByRole('textbox', { name: /^Pretargeting \(JSON\)/ })).toHaveValue(
      JSON.stringify({ countries: ['CL'] }, null, 2),
    );
    await user.click(within(again).getByRole('button', { name: 'Cancel' }));

    // The optimised HTML is drawn only in a sandbox without the app's origin, and only when asked.
    await user.click(screen.getByRole('button', { name: 'More for Banner verano' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Optimised HTML variant…' }));
    const html = await screen.findByRole('dialog', { name: /Add support optimised/ });
    const code = await within(html).findByRole('textbox', { name: /^HTML of the optimised variant/ });
    await user.click(code);
    await user.paste('<p onclick="alert(1)">Verano</p>');
    expect(html.querySelector('iframe')).toBeNull();
    await user.click(within(html).getByRole('button', { name: 'Preview' }));
    const frame = within(html).getByTitle('Preview of the optimised variant of Banner verano');
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
    expect(frame).toHaveAttribute('data-html', '<p onclick="alert(1)">Verano</p>');
    await user.click(within(html).getByRole('button', { name: 'Save' }));
    await screen.findByText('Optimised variant added');
    expect(api.callsTo('POST', '/api/creatives/101/add-optimized')[0]?.body).toEqual({
      html: '<p onclick="alert(1)">Verano</p>',
      id: 101,
      campaignId: 17,
    });
  }, 60_000);

  it("says in its own words why the server refuses a creative's pause", async () => {
    fakeDeliveryApi({
      routes: [fake(updateCreativeStatus, () => failure(404, 'NOT_FOUND', 'Creative not found'))],
    });
    signInAs(admin);
    renderApp('/campaigns/17');
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('switch', { name: 'Banner verano active' }, { timeout: 30_000 }),
    );
    expect(await screen.findByText('Creative not found')).toBeInTheDocument();
  }, 60_000);

  it('says the source was updated, not the capping, when only the source changes', async () => {
    const api = fakeDeliveryApi({ campaign: deliveringCampaign({ source: 'all' }) });
    signInAs(admin);
    renderApp('/campaigns/17');
    const { user, dialog } = await openDelivery('Capping & source');
    await user.click(within(dialog).getByRole('radio', { name: 'newton' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Source updated: newton')).toBeInTheDocument();
    expect(screen.queryByText('Capping updated successfully')).toBeNull();
    expect(api.callsTo('PATCH', '/api/campaigns/17/source')[0]?.body).toEqual({ source: 'newton' });
  }, 60_000);

  it.each([
    ['Capping & source', fake(updateCapping, () => refusal('action', SPLIT_NEEDS_BOTH)), SPLIT_NEEDS_BOTH],
    ['Optimisation', fake(updateOptimized, () => refusal('enableOptimized', NOT_ACCEPTED)), NOT_ACCEPTED],
    ['Data info', fake(updateDataInfo, () => refusal('optimized', NOT_ACCEPTED)), NOT_ACCEPTED],
  ])(
    '%s says a refusal of something it draws no error for in its alert',
    async (action, route, words) => {
      // Set already, the capping under the needed one: the dialogs' own checks pass and the call is made.
      const figures = { impressions: 10_000, clicks: 200 };
      const { capping } = deliveringCampaign();
      const campaign = deliveringCampaign({
        capping: { ...capping, impressions: 20_000, clicks: 400, newton: figures, sinew: figures },
        optimizationWeight: 50,
        optimizationThreshold: 1.5,
      });
      fakeDeliveryApi({ campaign, routes: [route] });
      signInAs(admin);
      renderApp('/campaigns/17');
      const { user, dialog } = await openDelivery(action);
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      // The capping modal's note of the needed capping is an alert too.
      await waitFor(() =>
        expect(
          within(dialog)
            .getAllByRole('alert')
            .map((alert) => alert.textContent),
        ).toContain(words),
      );
    },
    60_000,
  );

  it("opens the same modals from a Control row, with the row's needed capping", async () => {
    const campaign = deliveringCampaign({ id: 1, name: 'Verano Control' });
    fakeCampaignsApi(
      [makeRow({ id: 1, name: 'Verano Control' })],
      fake(getCampaignDetails, () => campaign),
    );
    signInAs(admin);
    const user = userEvent.setup();
    renderApp('/campaigns');
    await user.click(
      await screen.findByRole('button', { name: 'Actions for Verano Control' }, { timeout: 30_000 }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Capping & source' }));
    const dialog = await screen.findByRole('dialog', { name: /Update source and capping/ });
    expect(await within(dialog).findByText(/Needed capping: 45,250 impressions a day/)).toBeInTheDocument();
  }, 60_000);
});
