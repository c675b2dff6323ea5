/** The run's clock and its announcements: every fault and phase is printed with its time and kept for the report. */
export interface TimelineEvent {
  /** Milliseconds since the epoch. */
  at: number;
  /** Seconds since the users started (negative during start-up). */
  second: number;
  message: string;
}

let zero = Date.now();
const events: TimelineEvent[] = [];

/** Marks the moment the virtual users start: the report's times count from here. */
export function startClock(): void {
  zero = Date.now();
}

export function secondsSinceStart(at = Date.now()): number {
  return Math.round((at - zero) / 100) / 10;
}

export function clockZero(): number {
  return zero;
}

/** Prints a line with the wall time and the run's second, and keeps it. */
export function announce(message: string): void {
  const at = Date.now();
  const second = secondsSinceStart(at);
  events.push({ at, second, message });
  const wall = new Date(at).toISOString().slice(11, 19);
  console.log(`[${wall} ${second >= 0 ? '+' : ''}${second.toFixed(1)}s] ${message}`);
}

export function timeline(): readonly TimelineEvent[] {
  return events;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
