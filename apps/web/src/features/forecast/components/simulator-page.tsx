import type { ForecastRequest } from '@adcontrol/domain/simulator/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useForecast } from '../api/forecast';
import { formProblems, requestOf, type ScenarioForm } from '../state/scenario-form';
import { keepScenario, MAX_SCENARIOS, useSimulator } from '../state/scenarios-store';
import { ForecastResult } from './forecast-result';
import { ScenarioComparison } from './scenario-comparison';
import { ScenarioFormCard } from './scenario-form-card';

interface SimulatorPageProps {
  /** Opens the campaign wizard with a scenario's general data; absent for roles that do not create campaigns. */
  onCreateCampaign?: (form: ScenarioForm) => void;
}

/**
 * SPEC 2 `/simulator`: a forecast before money is committed (docs/decisions/036). The scenario and the ones kept
 * for comparison live in local storage, so a reload keeps them.
 */
export function SimulatorPage({ onCreateCampaign }: SimulatorPageProps) {
  const { t } = useTranslation();
  const { form, scenarios } = useSimulator();
  // What was last forecast: a complete scenario from an earlier visit is forecast again at once.
  const [asked, setAsked] = useState<{ form: ScenarioForm; request: ForecastRequest } | null>(() => {
    const request = requestOf(form);
    return request ? { form, request } : null;
  });
  const [tried, setTried] = useState(false);
  const problems = formProblems(form);
  const forecast = useForecast(asked?.request ?? null, { keepPrevious: true });
  const isFull = scenarios.length >= MAX_SCENARIOS;
  const same = (a: ScenarioForm, b: ScenarioForm) => JSON.stringify(a) === JSON.stringify(b);
  const isKept = asked !== null && scenarios.some((scenario) => same(scenario.form, asked.form));
  const isStale = asked !== null && !same(form, asked.form);
  const keepBlockedReason = isKept
    ? t('simulator.compare.alreadyKept')
    : isFull
      ? t('simulator.compare.full', { count: MAX_SCENARIOS })
      : undefined;

  const submit = () => {
    setTried(true);
    const request = requestOf(form);
    if (request) setAsked({ form, request });
  };

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2, md: 3 } }}>
      <Box sx={{ mb: 3 }}>
        <Typography variant="h1">{t('simulator.title')}</Typography>
        <Typography color="text.secondary">{t('simulator.subtitle')}</Typography>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 2, md: 3 },
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(320px, 4fr) minmax(0, 8fr)' },
        }}
      >
        <ScenarioFormCard
          form={form}
          problems={problems}
          showProblems={tried}
          isPending={forecast.isFetching}
          onSubmit={submit}
        />
        <Box aria-live="polite" sx={{ minWidth: 0 }}>
          {forecast.isError ? (
            <Alert severity="error">
              {forecast.error instanceof ApiError && forecast.error.status === 404
                ? t('simulator.errors.audienceGone')
                : t('simulator.errors.failed')}
            </Alert>
          ) : forecast.data && asked ? (
            <ForecastResult
              result={forecast.data}
              model={asked.form.model}
              {...(isStale ? { staleNotice: t('simulator.result.stale') } : {})}
              {...(keepBlockedReason ? { keepBlockedReason } : { onKeep: () => keepScenario(asked.form) })}
              {...(onCreateCampaign ? { onCreateCampaign: () => onCreateCampaign(asked.form) } : {})}
            />
          ) : forecast.isFetching ? (
            <Skeleton variant="rounded" height={480} aria-label={t('simulator.result.loading')} />
          ) : (
            <Alert severity="info">{t('simulator.result.empty')}</Alert>
          )}
        </Box>
      </Box>
      {scenarios.length > 0 && (
        <Box sx={{ mt: { xs: 2, md: 3 } }}>
          <ScenarioComparison scenarios={scenarios} {...(onCreateCampaign ? { onCreateCampaign } : {})} />
        </Box>
      )}
    </Container>
  );
}
