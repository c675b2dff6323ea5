import { networkDay } from '@adcontrol/domain/rules/date-format';

/** A range of network days (`YYYY-MM-DD` at -03:00), both ends included, as the statistics calls take it. */
export interface DayRange {
  start: string;
  end: string;
}

export const PRESETS = ['last7', 'last30', 'last90', 'flight'] as const;
export type Preset = (typeof PRESETS)[number];
const PRESET_DAYS: Record<Exclude<Preset, 'flight'>, number> = { last7: 7, last30: 30, last90: 90 };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MS_PER_DAY = 86_400_000;

function toUtc(day: string): number {
  return Date.parse(`${day}T00:00:00Z`);
}

export function isDay(value: string | null | undefined): value is string {
  return (
    !!value &&
    DAY.test(value) &&
    !Number.isNaN(toUtc(value)) &&
    new Date(toUtc(value)).toISOString().startsWith(value)
  );
}

export function addDays(day: string, days: number): string {
  return new Date(toUtc(day) + days * MS_PER_DAY).toISOString().slice(0, 10);
}

/** Every day from start to end, in order. */
export function daysOf({ start, end }: DayRange): string[] {
  const days: string[] = [];
  for (let day = start; day <= end && days.length < 3_700; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The campaign's flight as network days, cut at today while it runs: no day after today has figures. */
export function flightRange(startDate: string, endDate: string, today: string): DayRange {
  const start = networkDay(startDate);
  const end = networkDay(endDate);
  return { start, end: start <= today && today < end ? today : end };
}

export function presetRange(preset: Preset, today: string, flight: DayRange): DayRange {
  if (preset === 'flight') return flight;
  return { start: addDays(today, 1 - PRESET_DAYS[preset]), end: today };
}

/** Which preset a range is, or `custom`. */
export function presetOf(range: DayRange, today: string, flight: DayRange): Preset | 'custom' {
  return (
    PRESETS.find((preset) => {
      const candidate = presetRange(preset, today, flight);
      return candidate.start === range.start && candidate.end === range.end;
    }) ?? 'custom'
  );
}

/** The range a link carries, when it is a real one; otherwise none, and the page shows the whole flight. */
export function rangeFrom(start: string | null, end: string | null): DayRange | null {
  return isDay(start) && isDay(end) && start <= end ? { start, end } : null;
}
