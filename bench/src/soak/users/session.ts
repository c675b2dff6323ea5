import type { Account } from '@adcontrol/domain/accounts/account';
import { refreshToken, signIn, signOut } from '@adcontrol/domain/auth/contracts';
import type { EndpointDefinition, RequestOf, ResponseOf } from '@adcontrol/domain/contract/define-endpoint';
import { type Answer, type CallOptions, callEndpoint, type WritePositions } from '../http/client';
import { sleep } from '../timeline';
import type { World } from './world';

export const DEMO_PASSWORD = 'demo-password';
export const demoEmail = (role: string) => `${role}@demo.adcontrol.test`;

export interface SessionTokens {
  authToken: string;
  refreshToken: string;
}

/**
 * A person's session as the web app keeps it: signs in, sends its access token, refreshes it when the server
 * answers `jwt expired` (once, then retries the call), and signs in again when the session is gone.
 */
export class Session {
  tokens: SessionTokens | null = null;
  account: Account | null = null;
  /** Sessions that ended without a log out (a refresh refused): what a fault cost the person. */
  lostSessions = 0;
  /** The WAL position of this person's last write, as the web client keeps it for the tab (decision 070). */
  readonly positions: WritePositions = { lsn: null };

  constructor(
    readonly world: World,
    readonly user: string,
    readonly email: string,
    readonly clientIp: string,
  ) {}

  private options(extra: Partial<CallOptions> = {}): CallOptions {
    return {
      baseUrl: this.world.balancerUrl,
      user: this.user,
      clientIp: this.clientIp,
      positions: this.positions,
      ...extra,
    };
  }

  async signIn(): Promise<boolean> {
    const answer = await callEndpoint(
      signIn,
      { body: { email: this.email, password: DEMO_PASSWORD } },
      this.options(),
    );
    if (answer.status !== 200) return false;
    this.tokens = { authToken: answer.body.authToken, refreshToken: answer.body.refreshToken };
    this.account = answer.body.account;
    return true;
  }

  /**
   * Exchanges the refresh token. An answer lost on the way (no answer, 5xx) is asked again with the same token,
   * which the server's reuse grace answers with the same pair; a 401 ends the session.
   */
  async refresh(): Promise<boolean> {
    if (!this.tokens) return false;
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const answer = await callEndpoint(
        refreshToken,
        { body: { refreshToken: this.tokens.refreshToken } },
        this.options(),
      );
      if (answer.status === 200) {
        this.tokens = { authToken: answer.body.authToken, refreshToken: answer.body.refreshToken };
        return true;
      }
      if (answer.status === 401 || (answer.status >= 400 && answer.status < 500 && answer.status !== 429))
        break;
      await sleep(1_000);
    }
    this.tokens = null;
    this.lostSessions += 1;
    return false;
  }

  async ensureSignedIn(): Promise<boolean> {
    return this.tokens !== null || this.signIn();
  }

  /** Calls an endpoint as this person through the balancer. */
  async call<E extends EndpointDefinition>(
    endpoint: E,
    request: RequestOf<E>,
    extra: Partial<CallOptions> = {},
  ): Promise<Answer<ResponseOf<E>>> {
    const send = () =>
      callEndpoint(endpoint, request, this.options({ token: this.tokens?.authToken, ...extra }));
    const answer = await send();
    if (answer.status !== 401 || endpoint.access === 'public') return answer;
    if (answer.error?.message === 'jwt expired' && (await this.refresh())) return send();
    if (answer.error?.message !== 'jwt expired') {
      this.tokens = null;
      this.lostSessions += 1;
    }
    return answer;
  }

  /** Logs out; answers the tokens it ended when the server acknowledged it. */
  async logOut(): Promise<SessionTokens | null> {
    const tokens = this.tokens;
    if (!tokens) return null;
    const answer = await callEndpoint(
      signOut,
      { body: { refreshTokens: [tokens.refreshToken] } },
      this.options(),
    );
    this.tokens = null;
    this.account = null;
    return answer.status === 200 ? tokens : null;
  }
}
