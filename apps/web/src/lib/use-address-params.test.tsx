import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useAddressParams } from './use-address-params';

type Update = ReturnType<typeof useAddressParams>[1];

const held: { update?: Update } = {};

function Page() {
  held.update = useAddressParams()[1];
  return null;
}

function routerWith(path: string) {
  const router = createMemoryRouter([{ path: '/expenses', element: <Page /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('useAddressParams', () => {
  it('keeps both of two changes made before the screen renders the first (two quick clicks)', async () => {
    const router = routerWith('/expenses?groupBy=advertiser');
    const update = held.update as Update;
    await act(async () => {
      update((live) => {
        live.set('from', '2026-10-01');
        return live;
      });
      // The same render's update function, as a second click on a screen not yet rendered again has.
      update((live) => {
        live.set('groupBy', 'currency');
        return live;
      });
    });
    const search = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(search)).toEqual({ from: '2026-10-01', groupBy: 'currency' });
  });
});
