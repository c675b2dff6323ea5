import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { resetBetweenTests } from '../../test/app';
import { AppProviders, createQueryClient } from '../providers';
import { RouteErrorBoundary } from '../route-error-boundary';

resetBetweenTests();

function renderFailing(failure: () => never) {
  const router = createMemoryRouter(
    [
      {
        ErrorBoundary: RouteErrorBoundary,
        children: [{ path: '/', lazy: async () => failure() }],
      },
    ],
    { initialEntries: ['/'] },
  );
  return render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe('a route that cannot be shown', () => {
  it("says SPEC 8's words and offers a reload and the way home, whatever failed", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderFailing(() => {
      throw new TypeError('Failed to fetch dynamically imported module: /assets/gone.js');
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Unexpected error, please reload page' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
    expect(screen.queryByText(/Unexpected Application Error|gone\.js/)).not.toBeInTheDocument();
  });
});
