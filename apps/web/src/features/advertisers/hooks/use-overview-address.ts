import { networkDay } from '@adcontrol/domain/rules/date-format';
import { can } from '@adcontrol/domain/rules/permissions';
import { useMemo } from 'react';
import { addDays, type DayRange, rangeFrom } from '../../../lib/day-range';
import { useSession } from '../../../lib/session-store';
import { useAddressParams } from '../../../lib/use-address-params';

export const OVERVIEW_PRESETS = { last7: 7, last30: 30, last90: 90 } as const;
export type OverviewPreset = keyof typeof OVERVIEW_PRESETS;

export function presetDays(preset: OverviewPreset, today: string): DayRange {
  return { start: addDays(today, 1 - OVERVIEW_PRESETS[preset]), end: today };
}

/**
 * Whose figures and which days live in the address (`?advertiser=12&from=YYYY-MM-DD&to=YYYY-MM-DD`), so a reload
 * or a shared link shows the same page. An advertiser always sees itself; without days (or with broken ones) the
 * page shows the last 30 days through today, as the API does.
 */
export function useOverviewAddress() {
  const { account } = useSession();
  const [params, updateParams] = useAddressParams();
  const today = networkDay(Date.now());
  const from = params.get('from');
  const to = params.get('to');
  const range = useMemo(() => rangeFrom(from, to) ?? presetDays('last30', today), [from, to, today]);
  const chosen = params.get('advertiser');
  const isAdvertiser = can(account?.role, 'advertisers.actAsSelf');
  const advertiserId = isAdvertiser
    ? (account?.id ?? null)
    : chosen && /^\d{1,9}$/.test(chosen) && Number(chosen) > 0
      ? Number(chosen)
      : null;

  const update = (changes: Record<string, string>) =>
    updateParams(
      (live) => {
        const next = new URLSearchParams(live);
        for (const [key, value] of Object.entries(changes)) next.set(key, value);
        return next;
      },
      // Ranges replace the entry, so Back leaves the page; a new advertiser is a new page to go back from.
      { replace: !('advertiser' in changes) },
    );
  return {
    advertiserId,
    isAdvertiser,
    range,
    today,
    setRange: (next: DayRange) => update({ from: next.start, to: next.end }),
    chooseAdvertiser: (id: number) => update({ advertiser: String(id) }),
  };
}
