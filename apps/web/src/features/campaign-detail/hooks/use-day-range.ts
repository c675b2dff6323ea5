import { networkDay } from '@adcontrol/domain/rules/date-format';
import { useMemo } from 'react';
import { type DayRange, flightRange, type Preset, presetOf, rangeFrom } from '../../../lib/day-range';
import { useAddressParams } from '../../../lib/use-address-params';

interface Flight {
  startDate: string;
  endDate: string;
}

/** The campaign's whole flight so far, and today's network day: what the page shows with no days chosen. */
export function useFlightRange(campaign: Flight) {
  const today = networkDay(Date.now());
  const flight = useMemo(
    () => flightRange(campaign.startDate, campaign.endDate, today),
    [campaign.startDate, campaign.endDate, today],
  );
  return { flight, today };
}

/**
 * The chosen days live in the address (`?from=YYYY-MM-DD&to=YYYY-MM-DD`), so a reload or a shared link shows
 * the same figures; with none (or a broken one) the page shows the campaign's whole flight so far.
 */
export function useDayRange(campaign: Flight) {
  const [params, updateParams] = useAddressParams();
  const { flight, today } = useFlightRange(campaign);
  const from = params.get('from');
  const to = params.get('to');
  const range = useMemo(() => rangeFrom(from, to) ?? flight, [from, to, flight]);
  const preset: Preset | 'custom' = presetOf(range, today, flight);

  const setRange = (next: DayRange) =>
    updateParams(
      (live) => {
        const updated = new URLSearchParams(live);
        updated.set('from', next.start);
        updated.set('to', next.end);
        return updated;
      },
      { replace: true },
    );
  return { range, preset, today, flight, setRange };
}
