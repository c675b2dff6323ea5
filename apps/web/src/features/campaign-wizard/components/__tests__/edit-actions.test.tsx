import { deleteCampaign, duplicateCampaign } from '@adcontrol/domain/campaigns/contracts';
import { checkCampaignName } from '@adcontrol/domain/campaigns/draft-contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../../app/i18n';
import { AppProviders, createQueryClient } from '../../../../app/providers';
import campaigns from '../../../../locales/en/campaigns.json';
import { failure, fake, mockApi, type Route, resetBetweenTests } from '../../../../test/app';
import { makeAccount, signInAs } from '../../../../test/fixtures';
import { EditActions } from '../edit-actions';

// The wizard's route loads these texts with its screen; this file renders its actions alone.
i18n.addResourceBundle('en', 'translation', { campaigns }, true, true);
resetBetweenTests();

const gone = () => failure(404, 'NOT_FOUND', 'Campaign not found');

/** An admin editing campaign 17, `action` clicked and its dialog open, the server answering as `routes` say. */
async function openAction(action: 'Delete' | 'Duplicate', dialogName: string, ...routes: Route[]) {
  mockApi(...routes);
  signInAs(makeAccount({ role: 'admin', id: 1 }));
  const router = createMemoryRouter([{ path: '/', element: <EditActions id={17} name="Verano Lacteos" /> }]);
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: action }));
  return { user, dialog: await screen.findByRole('dialog', { name: dialogName }) };
}

describe("the edited campaign's actions", () => {
  it('says in its own words why the server refuses a delete', async () => {
    const { user, dialog } = await openAction('Delete', 'Delete campaign?', fake(deleteCampaign, gone));
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText('Campaign not found')).toBeInTheDocument();
  });

  it('says in its own words why the server refuses a copy', async () => {
    const { user, dialog } = await openAction(
      'Duplicate',
      'Duplicate campaign',
      fake(checkCampaignName, () => ({ available: true })),
      fake(duplicateCampaign, gone),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Duplicate' }));
    expect(await within(dialog).findByText('Campaign not found')).toBeInTheDocument();
  });
});
