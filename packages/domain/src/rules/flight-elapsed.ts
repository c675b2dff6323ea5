import { percentage } from './rounding';

/**
 * How much of a campaign's flight has passed at `now`, in percent with 1 decimal (SPEC 9): 0 before its start,
 * 100 from its end on. Read beside the delivery against target, it says whether delivery keeps pace.
 */
export function flightElapsed(start: Date | string, end: Date | string, now: Date | string): number {
  const [from, to, at] = [start, end, now].map((value) => new Date(value).getTime()) as [
    number,
    number,
    number,
  ];
  if (at <= from) return 0;
  if (at >= to) return 100;
  return percentage(at - from, to - from);
}
