import { signOut } from '@adcontrol/domain/auth/contracts';
import { callEndpoint } from '../../../lib/api-client';

/**
 * Ends sessions on the server, refresh and access tokens alike (docs/decisions/043). The screen has already
 * forgotten them, so a failure (offline) changes nothing the person sees; the tokens then lapse on their own.
 */
export async function endSessionsOnServer(refreshTokens: readonly string[]): Promise<void> {
  if (refreshTokens.length === 0) return;
  await callEndpoint(signOut, { body: { refreshTokens: [...refreshTokens] } }).catch(() => undefined);
}
