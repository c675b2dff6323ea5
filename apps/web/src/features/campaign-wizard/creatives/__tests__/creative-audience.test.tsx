import { getAudience, listAudiences } from '@adcontrol/domain/audiences/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fake, resetBetweenTests } from '../../../../test/app';
import type { DraftCreatives } from '../../draft';
import type { RenderAudienceBuilder } from '../fields/audience-picker';
import { fakeCreativesApi, makeAudience, NO_CREATIVES, renderStep } from './creatives-harness';

resetBetweenTests();

const video: DraftCreatives = { ...NO_CREATIVES, videos: [{ key: 'v1', name: 'video_1', status: 0 }] };

/** Stands in for the audience feature's builder dialog, which the wizard's route supplies. */
const fakeBuilder: RenderAudienceBuilder = ({ open, onSaved }) =>
  open ? (
    <div role="dialog" aria-label="Audience builder">
      <button type="button" onClick={() => onSaved({ id: 42, name: 'Nueva audiencia' })}>
        Save audience
      </button>
    </div>
  ) : null;

describe('the audience of a creative', () => {
  it("offers the caller's audiences, those in the campaign's country first, and picks one", async () => {
    fakeCreativesApi();
    const { user, draft } = renderStep({ creatives: video });
    await user.click(screen.getByRole('combobox', { name: 'Audience' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Santiago centro', 'Buenos Aires jóvenes']);
    expect(screen.getByText('Targeting Chile')).toBeInTheDocument();

    await user.click(screen.getByRole('option', { name: 'Santiago centro' }));
    expect(draft().videos[0]?.audienceId).toBe(7);
    expect(screen.getByRole('combobox', { name: 'Audience' })).toHaveValue('Santiago centro');
  });

  it('searches audiences by name on the server', async () => {
    const api = fakeCreativesApi();
    const { user } = renderStep({ creatives: video });
    await user.type(screen.getByRole('combobox', { name: 'Audience' }), 'Bue');
    await screen.findAllByRole('option');
    await expect
      .poll(() => api.callsTo('GET', '/api/audiences').map((call) => call.url.searchParams.get('search')))
      .toContain('Bue');
  });

  it('names a saved audience that is not in the list', async () => {
    fakeCreativesApi(
      fake(listAudiences, () => ({ items: [], total: 0 })),
      fake(getAudience, ({ params }) => ({
        ...makeAudience(params.id, 'Audiencia antigua'),
        size: null,
        ownerName: null,
        createdAt: '2026-01-01T00:00:00.000Z',
        updatedAt: '2026-01-01T00:00:00.000Z',
      })),
    );
    renderStep({
      creatives: { ...video, videos: [{ key: 'v1', name: 'video_1', status: 0, audienceId: 99 }] },
    });
    expect(await screen.findByDisplayValue('Audiencia antigua')).toBeInTheDocument();
  });

  it('creates an audience in the builder and puts it on the creative', async () => {
    fakeCreativesApi();
    const { user, draft } = renderStep({ creatives: video, renderAudienceBuilder: fakeBuilder });
    await user.click(screen.getByRole('button', { name: 'Create audience' }));
    const dialog = screen.getByRole('dialog', { name: 'Audience builder' });
    await user.click(within(dialog).getByRole('button', { name: 'Save audience' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(draft().videos[0]?.audienceId).toBe(42);
    expect(screen.getByRole('combobox', { name: 'Audience' })).toHaveValue('Nueva audiencia');
  });

  it('offers known topics and takes new ones typed', async () => {
    fakeCreativesApi();
    const { user, draft } = renderStep({ creatives: video });
    const topics = screen.getByRole('combobox', { name: 'Topics' });
    await user.click(topics);
    await user.click(await screen.findByRole('option', { name: 'Deportes' }));
    await user.type(topics, 'Fútbol{Enter}');
    expect(draft().videos[0]?.topics).toEqual(['Deportes', 'Fútbol']);
  });
});
