import { refreshToken } from '@adcontrol/domain/auth/contracts';
import { listMyCampaigns } from '@adcontrol/domain/campaigns/contracts';
import { callEndpoint } from '../http/client';
import { sleep } from '../timeline';
import { demoEmail, Session, type SessionTokens } from '../users/session';
import { isRunning, type World } from '../users/world';

/** One refresh token sent to two instances at the same moment, and what came of it. */
export interface RefreshRace {
  at: number;
  instances: [string, string];
  statuses: [number, number];
  /** Both answered 200 with the same pair (the rule within the grace window, docs/decisions/071). */
  isSamePair: boolean;
  /** The pair, used at once on each instance: every status must be 200. */
  followUps: number[];
  /** A fault answered for one side (no answer, 5xx): nothing to judge. */
  isInconclusive: boolean;
}

export const refreshRaces: RefreshRace[] = [];

const isFault = (status: number) => status === 0 || status >= 500;

/**
 * Every `everyMs`, the analyst's session sends its refresh token to two different instances at once, directly,
 * as two tabs without Web Locks or a client retrying elsewhere would. Both must answer the same new pair, and that
 * pair must work at once on both instances; a refused answer or a lost session breaks the rule.
 */
export async function runRefreshRaces(world: World, everyMs: number): Promise<void> {
  const session = new Session(world, 'refresh-racer', demoEmail('analyst'), '198.51.100.251');
  let turn = 0;
  while (isRunning(world)) {
    await sleep(everyMs);
    if (!(await session.ensureSignedIn()) || !session.tokens) continue;
    const pair = [
      world.instances[turn % world.instances.length],
      world.instances[(turn + 1) % world.instances.length],
    ];
    turn += 1;
    const [one, other] = pair;
    if (!one || !other || one === other) return;
    const token = session.tokens.refreshToken;
    const answers = await Promise.all(
      [one, other].map((instance) =>
        callEndpoint(
          refreshToken,
          { body: { refreshToken: token } },
          {
            baseUrl: instance.url,
            user: 'refresh-racer',
            upstream: instance.name,
            group: 'probe.refreshRace',
          },
        ),
      ),
    );
    const [first, second] = answers as [(typeof answers)[0], (typeof answers)[0]];
    const won = answers.find((answer) => answer.status === 200)?.body as SessionTokens | undefined;
    const isSamePair =
      first.status === 200 &&
      second.status === 200 &&
      first.body.refreshToken === second.body.refreshToken &&
      first.body.authToken === second.body.authToken;
    const followUps: number[] = [];
    if (won) {
      session.tokens = { authToken: won.authToken, refreshToken: won.refreshToken };
      for (const instance of [one, other]) {
        const use = await callEndpoint(
          listMyCampaigns,
          {},
          {
            baseUrl: instance.url,
            token: won.authToken,
            user: 'refresh-racer',
            upstream: instance.name,
            group: 'probe.refreshRaceUse',
          },
        );
        followUps.push(use.status);
      }
    } else {
      session.tokens = null;
    }
    refreshRaces.push({
      at: Date.now(),
      instances: [one.name, other.name],
      statuses: [first.status, second.status],
      isSamePair,
      followUps,
      isInconclusive: isFault(first.status) || isFault(second.status) || followUps.some(isFault),
    });
  }
}

export interface RefreshRaceVerdict {
  races: number;
  samePair: number;
  inconclusive: number;
  /** Races both instances answered that broke the rule: a 401, two different pairs, or a pair refused at once. */
  violations: RefreshRace[];
}

export function judgeRefreshRaces(): RefreshRaceVerdict {
  const judged = refreshRaces.filter((race) => !race.isInconclusive);
  return {
    races: refreshRaces.length,
    samePair: judged.filter((race) => race.isSamePair).length,
    inconclusive: refreshRaces.length - judged.length,
    violations: judged.filter((race) => !race.isSamePair || race.followUps.some((status) => status !== 200)),
  };
}
