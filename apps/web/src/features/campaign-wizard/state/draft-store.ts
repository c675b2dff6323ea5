import {
  CAMPAIGN_FORMATS,
  COUNTRY_CURRENCY,
  CURRENCIES,
  PURCHASE_MODELS,
} from '@adcontrol/domain/shared/enum-values';
import { createPersistentStore, useStore } from '../../../lib/persistent-store';
import type { CampaignDraft } from '../draft';

/** The wizard's steps, in order. */
export const STEPS = ['general', 'creatives', 'review'] as const;
export type StepName = (typeof STEPS)[number];

/** What the wizard holds besides SPEC 3's draft: an audience made in the builder page, to offer on a creative. */
export interface WizardState extends CampaignDraft {
  readonly pendingAudienceId: number | null;
  /** Work orders the edited campaign already holds: with one, saving asks for no proof of payment. */
  readonly savedWorkOrders: number;
}

export const emptyDraft: WizardState = {
  id: null,
  step: 0,
  action: 'create',
  name: '',
  oldName: null,
  format: null,
  model: null,
  budget: '',
  price: '',
  advertiserId: null,
  currency: null,
  country: null,
  seller: null,
  premium: false,
  conversionRate: '',
  ctr: '',
  timezone: '',
  date: { start: null, end: null },
  notificationCount: 0,
  pushs: [],
  banners: [],
  interstitials: [],
  videos: [],
  deleted: [],
  odt: [],
  pendingAudienceId: null,
  savedWorkOrders: 0,
};

const isOneOf = (values: readonly string[], value: unknown) =>
  value === null || values.includes(value as string);

/**
 * A stored draft of the current shape, or null: a draft saved by an older version of the wizard is dropped
 * rather than trusted (the fields are checked one by one; creatives keep their own shape, checked on launch).
 */
function validate(stored: unknown): WizardState | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const draft = { ...emptyDraft, ...(stored as Partial<WizardState>) };
  const lists = [draft.pushs, draft.banners, draft.interstitials, draft.videos, draft.deleted, draft.odt];
  const isValid =
    Number.isInteger(draft.step) &&
    draft.step >= 0 &&
    draft.step < STEPS.length &&
    (draft.action === 'create' || draft.action === 'edit') &&
    typeof draft.name === 'string' &&
    typeof draft.budget === 'string' &&
    typeof draft.price === 'string' &&
    isOneOf(CAMPAIGN_FORMATS, draft.format) &&
    isOneOf(PURCHASE_MODELS, draft.model) &&
    isOneOf(CURRENCIES, draft.currency) &&
    isOneOf(Object.keys(COUNTRY_CURRENCY), draft.country) &&
    typeof draft.date === 'object' &&
    draft.date !== null &&
    lists.every(Array.isArray);
  return isValid ? draft : null;
}

/** SPEC 3: the draft survives a reload; local storage, not the cache the app clears at start-up. */
export const DRAFT_STORAGE_KEY = 'adcontrol.campaignDraft';
export const draftStore = createPersistentStore<WizardState>(DRAFT_STORAGE_KEY, emptyDraft, validate);

export function useDraft(): WizardState {
  return useStore(draftStore);
}

export function updateDraft(changes: Partial<WizardState>): void {
  draftStore.set((current) => ({ ...current, ...changes }));
}

/** SPEC 4: reset returns the draft to its initial state (start over, or after the campaign is saved). */
export function resetDraft(): void {
  draftStore.reset();
}
