import { listAdvertisersRaw } from '@adcontrol/domain/accounts/contracts';
import { listAdvertiserCampaigns } from '@adcontrol/domain/campaigns/contracts';
import {
  createPresentation,
  DECK_REFUSALS,
  downloadPresentation,
  getPresentation,
  listPresentations,
  type PresentationJob,
} from '@adcontrol/domain/presentations/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../app/i18n';
import { fake, json, mockApi, type Route, renderApp, resetBetweenTests } from '../../../test/app';
import { makeRow } from '../../../test/campaign-rows';
import { typeDate } from '../../../test/date-field';
import { makeAccount, signInAs } from '../../../test/fixtures';

resetBetweenTests();

const admin = makeAccount({ id: 1, role: 'admin', firstName: 'Carolina' });
const seller = makeAccount({ id: 2, role: 'seller', firstName: 'Sergio' });
const cafe = makeAccount({ id: 30, role: 'advertiser', company: 'Café Andino', email: 'cafe@andino.test' });
const otro = makeAccount({ id: 31, role: 'advertiser', company: 'Zapatos Sur', email: 'zapatos@sur.test' });

function makeJob(overrides: Partial<PresentationJob> = {}): PresentationJob {
  return {
    id: 7,
    status: 'queued',
    progress: 0,
    step: 'waiting',
    title: 'Café Andino',
    advertiserId: null,
    campaignIds: [41, 42],
    from: '2026-03-01',
    to: '2026-03-31',
    language: 'es',
    error: null,
    files: [],
    requestedBy: 'carolina@example.test',
    createdAt: '2026-04-01T12:00:00.000Z',
    finishedAt: null,
    ...overrides,
  };
}

/** The deck API: the job moves on at each poll, queued, running at 40 %, then done. */
function fakeDeckApi(...overrides: Route[]) {
  const states = [
    makeJob({ status: 'running', progress: 40, step: 'gathering' }),
    makeJob({ status: 'done', progress: 100, step: 'done', files: ['pptx', 'pdf'] }),
  ];
  let polls = 0;
  let created = false;
  return mockApi(
    ...overrides,
    fake(listAdvertisersRaw, () => [otro, cafe]),
    fake(listAdvertiserCampaigns, () => [
      makeRow({ id: 41, name: 'Verano Andino', advertiserId: 30 }),
      makeRow({ id: 42, name: 'Otoño Andino', advertiserId: 30 }),
    ]),
    fake(listPresentations, () => (created ? states.slice(1) : [])),
    fake(createPresentation, () => {
      created = true;
      return makeJob();
    }),
    fake(getPresentation, () => {
      const state = states[Math.min(polls, states.length - 1)] ?? makeJob();
      polls += 1;
      return state;
    }),
    fake(
      downloadPresentation,
      () =>
        new Response(new Blob(['%PDF-1.3']), {
          status: 200,
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="deck.pdf"',
          },
        }),
    ),
  );
}

async function chooseAdvertiser(user: ReturnType<typeof userEvent.setup>) {
  const advertiser = await screen.findByRole('combobox', { name: 'Advertiser' }, { timeout: 12_000 });
  await user.click(advertiser);
  await user.click(await screen.findByRole('option', { name: 'Café Andino' }, { timeout: 5_000 }));
}

describe('presentation page', () => {
  it('lets an admin generate a deck of chosen campaigns, follows its progress and offers both files', async () => {
    const api = fakeDeckApi();
    signInAs(admin);
    const user = userEvent.setup();
    renderApp('/presentation');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Presentation' }, { timeout: 12_000 }),
    ).toBeVisible();
    expect(await screen.findByText('No deck has been made yet.')).toBeInTheDocument();

    await chooseAdvertiser(user);
    await user.click(screen.getByRole('combobox', { name: 'Campaigns' }));
    await user.click(await screen.findByRole('option', { name: 'Verano Andino' }, { timeout: 5_000 }));
    await user.click(await screen.findByRole('option', { name: 'Otoño Andino' }));
    await user.keyboard('{Escape}');
    expect(screen.getByText(/2 of 20 chosen/)).toBeInTheDocument();
    await typeDate(user, /^From/, '2026-03-01');
    await typeDate(user, /^To/, '2026-03-31');
    await user.click(screen.getByRole('combobox', { name: 'Deck language' }));
    await user.click(await screen.findByRole('option', { name: 'Spanish' }));
    await user.click(screen.getByRole('button', { name: 'Generate' }));

    await waitFor(() => expect(api.callsTo('POST', '/api/presentations')).toHaveLength(1), {
      timeout: 5_000,
    });
    expect(api.callsTo('POST', '/api/presentations')[0]?.body).toEqual({
      campaignIds: [41, 42],
      from: '2026-03-01',
      to: '2026-03-31',
      language: 'es',
    });
    const bar = await screen.findByRole('progressbar', { name: 'Deck progress' }, { timeout: 5_000 });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '40'), { timeout: 5_000 });
    expect(screen.getByText('Gathering the figures…')).toBeInTheDocument();
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '100'), { timeout: 10_000 });
    expect(screen.getByText('Ready to download.')).toBeInTheDocument();

    const yourDeck = screen.getByRole('region', { name: 'Your deck' });
    await user.click(within(yourDeck).getByRole('button', { name: 'Download PDF of Café Andino' }));
    await waitFor(() => expect(api.callsTo('GET', '/api/presentations/7/download')).toHaveLength(1), {
      timeout: 5_000,
    });
    expect(api.callsTo('GET', '/api/presentations/7/download')[0]?.url.searchParams.get('format')).toBe(
      'pdf',
    );
    const recent = await screen.findByRole('list', { name: 'Recent decks' }, { timeout: 5_000 });
    expect(await within(recent).findByText('Café Andino', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(within(recent).getByRole('button', { name: 'Download PPTX of Café Andino' })).toBeInTheDocument();
  }, 60_000);

  it("asks for the advertiser's deck when no campaign is chosen, and shows a refusal under its field", async () => {
    const api = fakeDeckApi(
      fake(createPresentation, () =>
        json(400, {
          success: false,
          code: 'VALIDATION_FAILED',
          message: `advertiserId: ${DECK_REFUSALS.noCampaigns}`,
          field: 'advertiserId',
          key: 'presentations.noCampaigns',
        }),
      ),
    );
    signInAs(admin);
    const user = userEvent.setup();
    renderApp('/presentation');
    await user.click(await screen.findByRole('button', { name: 'Generate' }, { timeout: 12_000 }));
    expect(await screen.findByText('Choose an advertiser.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/presentations')).toHaveLength(0);

    await chooseAdvertiser(user);
    await typeDate(user, /^From/, '2026-04-01');
    await typeDate(user, /^To/, '2026-03-01');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('The start must not be after the end.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/presentations')).toHaveLength(0);

    await typeDate(user, /^From/, '2026-02-01');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    // In the screen's words, under the field the user sees, never as the API's "advertiserId: …".
    const advertiser = screen.getByRole('combobox', { name: 'Advertiser' });
    await waitFor(() =>
      expect(advertiser).toHaveAccessibleDescription('The advertiser has no campaigns in this period'),
    );
    expect(screen.queryByText(/advertiserId/)).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/api/presentations')[0]?.body).toMatchObject({ advertiserId: 30 });
    expect(screen.queryByRole('progressbar', { name: 'Deck progress' })).not.toBeInTheDocument();
  }, 60_000);

  it("says the API's refusals in the reader's language, under the field they are about", async () => {
    await i18n.changeLanguage('es');
    fakeDeckApi(
      fake(createPresentation, () =>
        json(400, {
          success: false,
          code: 'VALIDATION_FAILED',
          message: `campaignIds: ${DECK_REFUSALS.severalAdvertisers}`,
          field: 'campaignIds',
          key: 'presentations.severalAdvertisers',
        }),
      ),
    );
    signInAs(admin);
    const user = userEvent.setup();
    renderApp('/presentation');
    const advertiser = await screen.findByRole('combobox', { name: 'Anunciante' }, { timeout: 12_000 });
    await user.click(advertiser);
    await user.click(await screen.findByRole('option', { name: 'Café Andino' }, { timeout: 5_000 }));
    await user.click(screen.getByRole('button', { name: 'Generar' }));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Campañas' })).toHaveAccessibleDescription(
        'Las campañas deben ser todas de un mismo anunciante, ya que una presentación va a un solo cliente',
      ),
    );
    expect(screen.queryByText(/campaignIds|advertiser/)).not.toBeInTheDocument();
  }, 60_000);

  it('shows a refusal of the language under the language field', async () => {
    fakeDeckApi(
      fake(createPresentation, () =>
        json(400, {
          success: false,
          code: 'VALIDATION_FAILED',
          message: 'No deck can be made in this language',
          field: 'language',
        }),
      ),
    );
    signInAs(admin);
    const user = userEvent.setup();
    renderApp('/presentation');
    await chooseAdvertiser(user);
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Deck language' })).toHaveAccessibleDescription(
        'No deck can be made in this language',
      ),
    );
  }, 60_000);

  it('is refused to anyone but an admin', async () => {
    fakeDeckApi();
    signInAs(seller);
    const { router } = renderApp('/presentation');
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/presentation'), {
      timeout: 12_000,
    });
    expect(screen.queryByRole('button', { name: 'Generate' })).not.toBeInTheDocument();
  }, 30_000);
});
