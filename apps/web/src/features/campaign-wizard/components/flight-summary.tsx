import { formatNumber } from '@adcontrol/domain/format/format';
import { canEstimateCapping } from '@adcontrol/domain/rules/capping-estimate';
import { targetsFor } from '@adcontrol/domain/rules/targets';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { type EstimateInput, useCappingEstimate } from '../api/campaign-calls';
import type { WizardState } from '../state/draft-store';
import { budgetOf, priceOf } from '../state/general-problems';
import { draftDays } from '../state/payload';
import { useLanguage } from './use-language';

/** How long the figures must stay still before the network is asked for an estimate. */
export const ESTIMATE_DELAY_MS = 400;

function Figure({ label, value, testId }: { label: string; value: string | null; testId: string }) {
  return (
    <Box sx={{ minWidth: 140 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6" component="p" data-testid={testId}>
        {value ?? '—'}
      </Typography>
    </Box>
  );
}

/**
 * What the draft buys, as the user fills it: campaign days (SPEC 5: end minus start), the target impressions and
 * clicks (clicks at the 2 % rate), and the daily capping the network estimates once everything it needs is set.
 */
export function FlightSummary({ draft }: { draft: WizardState }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const budget = budgetOf(draft);
  const price = priceOf(draft);
  const days = draftDays(draft.date);
  const target = draft.model && budget && price ? targetsFor(draft.model, budget, price) : null;
  const ready =
    canEstimateCapping({ start: draft.date.start, end: draft.date.end, model: draft.model, budget, price }) &&
    (draft.date.end ?? '') >= (draft.date.start ?? '');
  const input =
    ready && draft.model && budget && price && draft.date.start && draft.date.end
      ? { start: draft.date.start, end: draft.date.end, model: draft.model, budget, price }
      : null;
  // Asked once the figures stop changing: typing a price of 2.5 asks for 2.5, not for 2 and then 2.5.
  const settled = useDebouncedValue(JSON.stringify(input), ESTIMATE_DELAY_MS);
  const estimate = useCappingEstimate(JSON.parse(settled) as EstimateInput | null);
  const number = (value: number | undefined | null) =>
    value === undefined || value === null ? null : formatNumber(value, language);
  return (
    <Box
      aria-live="polite"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, p: 2, borderRadius: 1, bgcolor: 'action.hover' }}
    >
      <Figure label={t('campaigns.wizard.summary.days')} value={number(days)} testId="campaign-days" />
      <Figure
        label={t('campaigns.wizard.summary.targetImpressions')}
        value={number(target?.impressions)}
        testId="target-impressions"
      />
      <Figure
        label={t('campaigns.wizard.summary.targetClicks')}
        value={number(target?.clicks)}
        testId="target-clicks"
      />
      <Box sx={{ minWidth: 200 }}>
        <Typography variant="body2" color="text.secondary">
          {t('campaigns.wizard.summary.dailyCapping')}
        </Typography>
        {!ready ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {t('campaigns.wizard.summary.estimateNeeds')}
          </Typography>
        ) : estimate.data ? (
          <Typography variant="h6" component="p" data-testid="capping-estimate">
            {t('campaigns.wizard.summary.estimate', {
              impressions: number(estimate.data.impressions),
              clicks: number(estimate.data.clicks),
            })}
          </Typography>
        ) : estimate.isError ? (
          <Typography color="error" variant="body2">
            {t('messages.common.unexpectedTryLater')}
          </Typography>
        ) : (
          <Skeleton width={180} height={32} />
        )}
      </Box>
    </Box>
  );
}
