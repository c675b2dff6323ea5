import type { CampaignDraft } from '../draft';
import { draftStore, emptyDraft } from './draft-store';

/** The general data another screen may start a campaign with (the simulator's scenario, docs/decisions/036). */
export type CampaignPrefill = Pick<
  CampaignDraft,
  'country' | 'currency' | 'format' | 'model' | 'budget' | 'price' | 'premium' | 'date'
>;

/** Starts a new draft on the general step with these fields filled; whatever draft was open is set aside. */
export function startDraftWith(prefill: CampaignPrefill): void {
  draftStore.set({ ...emptyDraft, ...prefill, step: 0, action: 'create' });
}
