import { ACCOUNT_CASES } from './mutation-cases/account-cases';
import { BUSINESS_CASES } from './mutation-cases/business-cases';
import { CAMPAIGN_CASES } from './mutation-cases/campaign-cases';
import type { MutationCase } from './mutation-cases/case-tools';
import { CREATIVE_CASES } from './mutation-cases/creative-cases';

/**
 * What the activity-log completeness test (api/activity-completeness.test.ts) runs: one case per endpoint that
 * changes something, and every other non-GET endpoint listed with the reason it changes nothing. A new mutating
 * endpoint needs a line in one of them, or that test fails. The cases live by area in mutation-cases/.
 */
export const MUTATION_CASES: Record<string, MutationCase> = {
  ...ACCOUNT_CASES,
  ...CAMPAIGN_CASES,
  ...CREATIVE_CASES,
  ...BUSINESS_CASES,
};

/** Non-GET endpoints that change nothing, each with the reason (docs/decisions/034). */
export const NOT_CHANGES: Record<string, string> = {
  'auth.signIn': 'a sign-in; every attempt is in the login events (GET /events/login)',
  'auth.refreshToken': 'renews a session already recorded as a sign-in; no stored fact changes',
  'auth.signOut':
    'ends sessions (their refresh tokens are marked revoked), as a refresh spends one; no account fact changes',
  'audiences.count': 'counts devices for filters, stores nothing',
  'audiences.countPublic': 'counts devices for filters, stores nothing',
  'audiences.coordinateSheet': 'reads an uploaded sheet back as coordinates, stores nothing',
  'audiences.coordinateSheetPublic': 'reads an uploaded sheet back as coordinates, stores nothing',
  'campaigns.formula': 'computes a figure from the values sent',
  'simulator.forecast': 'computes a forecast from the values sent and past delivery, stores nothing',
  'simulator.unitPrice': 'computes a figure from the values sent',
  'campaigns.uploadFile': 'stores a file only; the campaign save that uses it is the recorded change',
  'campaigns.uploadVideo': 'stores a file only; the campaign save that uses it is the recorded change',
  'campaigns.uploadOdt': 'stores a file only; the campaign save that uses it is the recorded change',
  'creatives.previewPush': 'renders a preview of the values sent',
  'creatives.previewVideo': 'renders a preview of the values sent',
  'creatives.previewBanner': 'renders a preview of the values sent',
  'creatives.previewInterstitial': 'renders a preview of the values sent',
  'statistics.reports': 'a statistics query with its filters in the body',
  'statistics.campaigns': 'a statistics query with its filters in the body',
  'statistics.quartiles': 'a statistics query with its filters in the body',
  'statistics.scopes': 'a statistics query with its filters in the body',
  'statistics.range': 'a statistics query with its filters in the body',
};

/** Declared but not built yet (the server answers 501): once built, each needs a case above. */
export const NOT_BUILT: readonly string[] = [];
