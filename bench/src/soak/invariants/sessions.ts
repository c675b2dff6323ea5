import { refreshToken } from '@adcontrol/domain/auth/contracts';
import { listMyCampaigns } from '@adcontrol/domain/campaigns/contracts';
import { callEndpoint } from '../http/client';
import { sleep } from '../timeline';
import type { SessionTokens } from '../users/session';
import type { World } from '../users/world';

/** What one instance answered to a logged-out session's tokens. */
export interface LogoutProbe {
  user: string;
  instance: string;
  loggedOutAt: number;
  probedAt: number;
  /** The access token on an authenticated endpoint: must be 401. */
  accessStatus: number;
  accessMessage: string | null;
  /** The logged-out refresh token, and the one spent just before it: both must be 401. */
  refreshStatus: number;
  spentRefreshStatus: number | null;
}

export const logoutProbes: LogoutProbe[] = [];

/**
 * After a log out, and once every instance's session cache has expired (SESSION_CACHE_MS, the stated bound on a
 * revocation reaching another instance), asks each instance directly whether the tokens still work.
 */
export async function probeLoggedOut(
  world: World,
  user: string,
  tokens: SessionTokens,
  spentRefreshToken: string | null,
  loggedOutAt: number,
): Promise<void> {
  await sleep(Math.max(0, loggedOutAt + world.sessionCacheMs + 500 - Date.now()));
  for (const instance of world.instances) {
    const options = { baseUrl: instance.url, user, upstream: instance.name };
    const access = await callEndpoint(
      listMyCampaigns,
      {},
      {
        ...options,
        token: tokens.authToken,
        group: 'probe.loggedOutAccess',
      },
    );
    const refresh = await callEndpoint(
      refreshToken,
      { body: { refreshToken: tokens.refreshToken } },
      {
        ...options,
        group: 'probe.loggedOutRefresh',
      },
    );
    const spent = spentRefreshToken
      ? await callEndpoint(
          refreshToken,
          { body: { refreshToken: spentRefreshToken } },
          {
            ...options,
            group: 'probe.loggedOutRefresh',
          },
        )
      : null;
    logoutProbes.push({
      user,
      instance: instance.name,
      loggedOutAt,
      probedAt: Date.now(),
      accessStatus: access.status,
      accessMessage: access.error?.message ?? null,
      refreshStatus: refresh.status,
      spentRefreshStatus: spent?.status ?? null,
    });
  }
}

export interface SessionVerdict {
  probes: number;
  /** Answers other than 401 from an instance that answered at all (0: the instance was down, inconclusive). */
  alive: LogoutProbe[];
  inconclusive: number;
  /** 401s that only said the access token had expired (the probe came too late to tell). */
  expiredOnly: number;
}

export function judgeSessions(): SessionVerdict {
  const answered = (status: number | null) => status !== null && status !== 0 && status < 500;
  const alive = logoutProbes.filter(
    (probe) =>
      (answered(probe.accessStatus) && probe.accessStatus !== 401) ||
      (answered(probe.refreshStatus) && probe.refreshStatus !== 401) ||
      (answered(probe.spentRefreshStatus) && probe.spentRefreshStatus !== 401),
  );
  return {
    probes: logoutProbes.length,
    alive,
    inconclusive: logoutProbes.filter((probe) => !answered(probe.accessStatus)).length,
    expiredOnly: logoutProbes.filter((probe) => probe.accessMessage === 'jwt expired').length,
  };
}
