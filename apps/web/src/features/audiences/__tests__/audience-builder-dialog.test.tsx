import type { Audience } from '@adcontrol/domain/audiences/audience';
import { createAudience, updateAudience } from '@adcontrol/domain/audiences/contracts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '../../../app/providers';
import { fake, resetBetweenTests } from '../../../test/app';
import { makeAudience } from '../../../test/audiences';
import { makeAccount, signInAs } from '../../../test/fixtures';
import { AudienceBuilderDialog } from '../components/audience-builder-dialog';
import { definedAudience, fakeAudiencesApi } from './fake-audiences-api';

vi.mock('../components/geography/geography-section', async () => ({
  GeographySection: (await import('./fake-geography')).FakeGeographySection,
}));

resetBetweenTests();

/** A page that uses the dialog the way campaign creation will: pick, edit or create, and get the audience back. */
function CampaignStep({ audienceId }: { audienceId?: number }) {
  const [isOpen, setIsOpen] = useState(false);
  const [chosen, setChosen] = useState<Audience | null>(null);
  return (
    <main>
      <button type="button" onClick={() => setIsOpen(true)}>
        Open audience
      </button>
      <p>Chosen: {chosen ? `${chosen._id} ${chosen.name}` : 'none'}</p>
      <AudienceBuilderDialog
        open={isOpen}
        audienceId={audienceId}
        onClose={() => setIsOpen(false)}
        onSaved={setChosen}
      />
    </main>
  );
}

function renderStep(audienceId?: number) {
  const router = createMemoryRouter([{ path: '/', element: <CampaignStep audienceId={audienceId} /> }]);
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe('the audience dialog of campaign creation', () => {
  it('edits an audience in place and hands the saved audience back', async () => {
    const api = fakeAudiencesApi(
      [definedAudience],
      fake(updateAudience, ({ body }) => ({ ...definedAudience, ...body })),
    );
    signInAs(makeAccount({ role: 'advertiser', id: 9 }));
    const user = userEvent.setup();
    renderStep(7);

    await user.click(screen.getByRole('button', { name: 'Open audience' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mujeres jóvenes Chile' });
    const name = await within(dialog).findByRole('textbox', { name: /^Audience name/ });
    await user.clear(name);
    await user.type(name, 'Mujeres Chile y Argentina');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Chosen: 7 Mujeres Chile y Argentina')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Audience saved successfully')).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/api/audiences/7')).toHaveLength(1);
  });

  it('creates a new audience, and closes without saving on request', async () => {
    fakeAudiencesApi(
      [],
      fake(createAudience, ({ body }) => makeAudience({ _id: 51, ...body })),
    );
    signInAs(makeAccount({ role: 'advertiser', id: 9 }));
    const user = userEvent.setup();
    renderStep();

    await user.click(screen.getByRole('button', { name: 'Open audience' }));
    let dialog = await screen.findByRole('dialog', { name: 'Create audience' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Chosen: none')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open audience' }));
    dialog = await screen.findByRole('dialog', { name: 'Create audience' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Audience name/ }), 'Nueva');
    await user.click(within(dialog).getByRole('button', { name: 'Add Chile' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save audience' }));
    expect(await screen.findByText('Chosen: 51 Nueva')).toBeInTheDocument();
  });
});
