import type { CreateAccountRequest, UpdateAccountRequest } from '@adcontrol/domain/accounts/contracts';
import { useMutation } from '@tanstack/react-query';
import { useCreateAccount } from '../api/create-account';
import { useUpdateAccount } from '../api/update-account';

type SaveRequest =
  | { kind: 'create'; body: CreateAccountRequest }
  | { kind: 'update'; id: number; body: UpdateAccountRequest };

/** One pending/error state for the shared form, whichever of the two calls it makes. */
export function useSaveAccount() {
  const create = useCreateAccount();
  const update = useUpdateAccount();
  return useMutation({
    mutationFn: (request: SaveRequest) =>
      request.kind === 'create'
        ? create.mutateAsync(request.body)
        : update.mutateAsync({ id: request.id, body: request.body }),
  });
}
