import type { CampaignDraft } from '../draft';
import { draftStore, emptyDraft, type WizardState } from './draft-store';

/** The general data another screen may start a campaign with (the simulator's scenario, docs/decisions/036). */
export type CampaignPrefill = Pick<
  CampaignDraft,
  'country' | 'currency' | 'format' | 'model' | 'budget' | 'price' | 'premium' | 'date'
>;

/** Starts a new draft on the general step with these fields filled; whatever draft was open is set aside. */
export function startDraftWith(prefill: CampaignPrefill): void {
  draftStore.set({ ...emptyDraft, ...prefill, step: 0, action: 'create' });
}

/** What the wizard keeps for itself: where it stands, not what a person entered. */
const BOOKKEEPING = new Set<keyof WizardState>(['step', 'pendingAudienceId']);

/**
 * The draft open in the wizard when it holds anything a person entered (a field, a creative, an edit of a
 * saved campaign), so that another screen asks before setting it aside; null when there is nothing to lose.
 */
export function draftInProgress(): WizardState | null {
  const draft = draftStore.get();
  const keys = Object.keys(emptyDraft) as (keyof WizardState)[];
  const isEntered = keys.some(
    (key) => !BOOKKEEPING.has(key) && JSON.stringify(draft[key]) !== JSON.stringify(emptyDraft[key]),
  );
  return isEntered ? draft : null;
}
