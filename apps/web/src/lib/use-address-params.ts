import { useCallback, useContext } from 'react';
import { type NavigateOptions, UNSAFE_DataRouterContext, useSearchParams } from 'react-router';

/**
 * The address's search parameters, and a change computed from the address as it is now, not as the screen last
 * rendered it. The router renders in a transition, so on a busy machine two quick clicks ("Last month", then
 * "Currency") can both run before the screen shows the first: a change built from the rendered parameters (or
 * react-router's own functional form, which passes those too) then writes the first click away. The router's
 * state holds the address the moment a navigation completes.
 */
export function useAddressParams() {
  const [params, setParams] = useSearchParams();
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  const update = useCallback(
    (change: (live: URLSearchParams) => URLSearchParams, options?: NavigateOptions) => {
      const search = dataRouter?.router.state.location.search ?? window.location.search;
      setParams(change(new URLSearchParams(search)), options);
    },
    [dataRouter, setParams],
  );
  return [params, update] as const;
}
