import { NETWORK_UTC_OFFSET } from '@adcontrol/domain/rules/date-format';

/** A calendar day as the network's -03:00 clock counts it: its first and last millisecond. */
export function networkDayBounds(day: string): { start: number; end: number } {
  const start = Date.parse(`${day}T00:00:00.000${NETWORK_UTC_OFFSET}`);
  return { start, end: start + 86_400_000 - 1 };
}
