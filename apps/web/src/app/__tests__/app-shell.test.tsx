import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp, resetBetweenTests } from '../../test/app';
import { makeAccount, signInAs } from '../../test/fixtures';

resetBetweenTests();

describe('the app shell', () => {
  it('lets a keyboard user skip the top bar straight to the page', async () => {
    mockApi();
    signInAs(makeAccount({ role: 'advertiser', firstName: 'Diego' }));
    const user = userEvent.setup();
    const { router } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Diego' });

    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(document.getElementById('content')).toHaveFocus();
    expect(document.getElementById('content')).toContainElement(
      screen.getByRole('heading', { level: 1, name: 'Welcome, Diego' }),
    );
    expect(router.state.location.hash).toBe('');
  });
});
