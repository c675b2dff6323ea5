import type { Source } from '@adcontrol/domain/shared/enums';
import type {
  CampaignStatusChange,
  CappingChange,
  DeliveryChange,
  LinkedCampaign,
  OptimisationChange,
  ServerCreative,
  ServerStatistics,
} from './changes';

/**
 * A delivery server (newton or sinew) as adcontrol drives it (ARCHITECTURE 8). Every change carries an
 * idempotency key: the server applies a key once and confirms it again, unchanged, when it comes back. A call
 * resolves when the server confirmed and throws when it did not (down, timed out, or an error answer).
 */
export interface DeliveryServer {
  readonly name: Source;
  link(campaignId: number, campaign: LinkedCampaign, key: string): Promise<void>;
  unlink(campaignId: number, key: string): Promise<void>;
  setCreativeStatus(campaignId: number, creativeId: number, status: 0 | 1, key: string): Promise<void>;
  setCapping(campaignId: number, capping: CappingChange, key: string): Promise<void>;
  setOptimisation(campaignId: number, optimisation: OptimisationChange, key: string): Promise<void>;
  /** The campaign's own status: whether the server delivers it at all (paused, finished or cancelled: not). */
  setCampaignStatus(campaignId: number, status: CampaignStatusChange, key: string): Promise<void>;
  /** The campaign's creatives as the server holds them; null when the campaign is not linked there. */
  creatives(campaignId: number): Promise<ServerCreative[] | null>;
  /** Daily delivery rows changed after the cursor. */
  statistics(since: number): Promise<ServerStatistics>;
}

export type DeliveryServers = Readonly<Record<Source, DeliveryServer>>;

/**
 * A server answered that it will not apply a change (a 4xx other than a timeout or a rate limit): sending it again
 * unchanged is unlikely to help, so the outbox sets it aside after a few tries (docs/decisions/031).
 */
export class DeliveryRefusedError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'DeliveryRefusedError';
  }
}

/** The answers that refuse a change for good, as opposed to "not now". */
export const isRefusal = (status: number): boolean =>
  status >= 400 && status < 500 && status !== 408 && status !== 429;

/** Sends one outbox change through the adapter's matching operation. */
export function applyChange(
  server: DeliveryServer,
  campaignId: number,
  change: DeliveryChange,
  key: string,
): Promise<void> {
  switch (change.type) {
    case 'link':
      return server.link(campaignId, change.campaign, key);
    case 'unlink':
      return server.unlink(campaignId, key);
    case 'creativeStatus':
      return server.setCreativeStatus(campaignId, change.creativeId, change.status, key);
    case 'capping':
      return server.setCapping(campaignId, change.capping, key);
    case 'optimisation':
      return server.setOptimisation(campaignId, change.optimisation, key);
    case 'campaignStatus':
      return server.setCampaignStatus(campaignId, change.campaignStatus, key);
  }
}
