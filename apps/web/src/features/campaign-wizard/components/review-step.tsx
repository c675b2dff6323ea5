import { formatDay } from '@adcontrol/domain/format/format';
import { limitMessageValues } from '@adcontrol/domain/rules/limits';
import type { MessageKey } from '@adcontrol/domain/shared/messages';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { WizardState } from '../state/draft-store';
import { budgetOf, priceOf } from '../state/general-problems';
import { draftDays, tallyOf } from '../state/payload';
import { formatTypedMoney } from './typed-money';
import { useLanguage } from './use-language';

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '220px 1fr' }, gap: 0.5, py: 0.75 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      {/* bdi: in a right-to-left layout "12/11/26 to 09/12/26 (27 days)" keeps its order, its first date first. */}
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        <bdi>{value}</bdi>
      </Typography>
    </Box>
  );
}

/** One part of the review, a card titled as the wizard's step it sums up. */
function ReviewSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} component="section" aria-labelledby={id}>
      <Typography id={id} variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** The last step: what will be saved, and, when the creatives do not allow it yet, why it cannot launch. */
export function ReviewStep({ draft, problem }: { draft: WizardState; problem: MessageKey | null }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const budget = budgetOf(draft);
  const price = priceOf(draft);
  // What the user typed, with their decimals: the review never rounds a price of 0,5 to 1.
  const money = (text: string, value: number | null) =>
    value !== null && draft.currency ? formatTypedMoney(text, value, draft.currency, language) : '—';
  const days = draftDays(draft.date);
  const tally = tallyOf(draft);
  const formats = ['push', 'banner', 'interstitial', 'video'] as const;
  return (
    <Stack spacing={2}>
      {problem && (
        <Alert severity="error" role="alert" data-testid="launch-problem">
          {t(`messages.${problem}`, limitMessageValues())}
        </Alert>
      )}
      <ReviewSection id="review-general" title={t('campaigns.wizard.steps.general')}>
        <Box component="dl" sx={{ m: 0 }}>
          <Row label={t('campaigns.wizard.fields.name')} value={draft.name || '—'} />
          <Row
            label={t('campaigns.wizard.fields.format')}
            value={draft.format ? t(`campaigns.wizard.formats.${draft.format}`) : '—'}
          />
          <Row label={t('campaigns.wizard.fields.model')} value={draft.model ?? '—'} />
          <Row label={t('campaigns.wizard.fields.budget')} value={money(draft.budget, budget)} />
          <Row label={t('campaigns.wizard.fields.price')} value={money(draft.price, price)} />
          <Row
            label={t('campaigns.wizard.review.flight')}
            value={
              draft.date.start && draft.date.end && days !== null
                ? t('campaigns.wizard.review.flightValue', {
                    start: formatDay(draft.date.start),
                    end: formatDay(draft.date.end),
                    count: days,
                  })
                : '—'
            }
          />
          <Row
            label={t('campaigns.wizard.review.workOrders')}
            value={
              [
                ...(draft.savedWorkOrders > 0
                  ? [t('campaigns.wizard.review.savedWorkOrders', { count: draft.savedWorkOrders })]
                  : []),
                ...draft.odt.map((file) => file.name),
              ].join(', ') || t('campaigns.wizard.review.none')
            }
          />
        </Box>
      </ReviewSection>
      <ReviewSection id="review-creatives" title={t('campaigns.wizard.steps.creatives')}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {formats.map((format) => (
            <Chip
              key={format}
              label={t('campaigns.wizard.review.count', {
                format: t(`campaigns.creatives.formats.${format}`),
                count: tally.total[format],
              })}
              color={tally.invalid[format] > 0 ? 'error' : tally.total[format] > 0 ? 'primary' : 'default'}
              variant={tally.total[format] > 0 ? 'filled' : 'outlined'}
            />
          ))}
        </Stack>
        {draft.deleted.length > 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
            {t('campaigns.wizard.review.deleted', { count: draft.deleted.length })}
          </Typography>
        )}
      </ReviewSection>
    </Stack>
  );
}
