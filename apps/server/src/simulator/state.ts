import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Source } from '@adcontrol/domain/shared/enums';
import type { LinkedCampaign, ServerBreakdown, ServerStatisticsRow } from '../modules/delivery/changes';

/** A campaign as one simulated server holds it, with the id the server gave each creative. */
export interface HeldCampaign extends LinkedCampaign {
  serverIds: Record<string, string>;
  /** When it was last delivered, so the next tick first finishes that day. */
  lastTickAt?: string;
  /** Unique devices reached from the first day, unrounded. */
  reachSoFar?: number;
}

/** A row as the simulator keeps it: on which server, and the sequence of its last change. */
export type HeldRow = ServerStatisticsRow & { server: Source; sequence: number };
/** A campaign's day of breakdowns on a server, with that day's unique devices unrounded. */
export type HeldBreakdown = ServerBreakdown & { server: Source; sequence: number; devices: number };

/** One change the simulator applied: what the tests read to see that nothing arrived twice. */
export interface AppliedChange {
  key: string;
  server: Source;
  campaignId: number;
  type: string;
  at: string;
}

export interface SimulatorState {
  campaigns: Record<Source, Record<string, HeldCampaign>>;
  applied: AppliedChange[];
  /** Calls that repeated a key already applied (answered as before, not applied again). */
  repeats: number;
  /** Daily delivery per server, campaign, creative and day, each stamped with the sequence of its last change. */
  statistics: Record<string, HeldRow>;
  /** Daily breakdowns per server, campaign and day, stamped the same way. */
  breakdowns: Record<string, HeldBreakdown>;
  sequence: number;
}

const empty = (): SimulatorState => ({
  campaigns: { newton: {}, sinew: {} },
  applied: [],
  repeats: 0,
  statistics: {},
  breakdowns: {},
  sequence: 0,
});

/**
 * The simulator keeps its state in one JSON file, written whole after every change (a temporary file renamed
 * over it), so a restarted simulator still holds what it was told and still knows the keys it applied.
 */
export class StateFile {
  private readonly file: string;
  readonly state: SimulatorState;

  constructor(directory: string) {
    mkdirSync(directory, { recursive: true });
    this.file = join(directory, 'state.json');
    // A state file written before breakdowns existed gains them empty.
    this.state = existsSync(this.file)
      ? { ...empty(), ...(JSON.parse(readFileSync(this.file, 'utf8')) as Partial<SimulatorState>) }
      : empty();
  }

  save(): void {
    const temporary = `${this.file}.tmp`;
    writeFileSync(temporary, JSON.stringify(this.state));
    renameSync(temporary, this.file);
  }
}
