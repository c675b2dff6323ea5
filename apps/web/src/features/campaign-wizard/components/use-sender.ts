import { useSession } from '../../../lib/session-store';
import type { Sender } from '../state/payload';

/** The signed-in account as the save payload names it (SPEC 3: `email`, and `seller_id` for a seller). */
export function useSender(): Sender {
  const { account, role } = useSession();
  return { email: account?.email ?? null, role, accountId: account?.id ?? null };
}
