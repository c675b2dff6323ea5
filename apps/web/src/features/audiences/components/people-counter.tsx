import type { CountAudienceResponse } from '@adcontrol/domain/audiences/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAudienceFormatters } from '../hooks/use-audience-formatters';
import { CountBreakdown } from './count-breakdown';

export interface CountState {
  /** The answer on screen: the current one, or the last one while the next is on its way. */
  data: CountAudienceResponse | undefined;
  isUpdating: boolean;
  /** SPEC 8: a failed count sets the counter's error flag. */
  isError: boolean;
  /** SPEC 5: nothing chosen yet, so nothing was counted and the count is 0. */
  isSkipped: boolean;
  /** No connection: the count waits for it. */
  isOffline?: boolean;
  /** The number shown was counted for filters since changed. */
  isStale?: boolean;
  /** The smallest radius of the included points, if any: a count of 0 often comes from points too small. */
  smallestRadius?: number | null;
  onRetry: () => void;
}

/** A radius under which a point of the sample panel often holds nobody (about 1 km in a city). */
const WIDE_ENOUGH_METERS = 1000;

/** The count is in, for the filters as they are, and it is 0. */
export function reachesNobody(state: CountState): boolean {
  return !state.isSkipped && !state.isUpdating && !state.isStale && !state.isError && state.data?.count === 0;
}

/** The people the audience reaches, live as the filters change, with what they are made of. */
export function PeopleCounter({ state, isCompact = false }: { state: CountState; isCompact?: boolean }) {
  const { t } = useTranslation();
  const format = useAudienceFormatters();
  const titleId = useId();
  const count = state.isSkipped ? 0 : state.data?.count;
  const offlineText = t(
    state.isStale && count !== undefined
      ? 'audience.counter.offlineStale'
      : 'audience.counter.offlineWaiting',
  );
  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      aria-busy={state.isUpdating}
      sx={{ display: 'grid', gap: 1.5 }}
    >
      <Typography
        id={titleId}
        variant="overline"
        component="h2"
        color="text.secondary"
        sx={{ lineHeight: 1.5 }}
      >
        {t('audience.counter.title')}
      </Typography>
      <Box aria-live="polite" sx={{ minHeight: 48 }}>
        <Typography
          component="p"
          data-testid="people-count"
          sx={{
            fontSize: isCompact ? '1.5rem' : '2.5rem',
            fontWeight: 700,
            lineHeight: 1.1,
            fontVariantNumeric: 'tabular-nums',
            opacity: state.isUpdating || state.isError || state.isOffline ? 0.5 : 1,
            transition: 'opacity 150ms',
          }}
        >
          <bdi>{count === undefined ? '—' : format.number(count)}</bdi>
        </Typography>
        {state.isSkipped && (
          <Typography variant="body2" color="text.secondary">
            {t('audience.counter.skipped')}
          </Typography>
        )}
        {reachesNobody(state) && (
          <Typography variant={isCompact ? 'caption' : 'body2'} component="p" color="text.secondary">
            {state.smallestRadius != null && state.smallestRadius < WIDE_ENOUGH_METERS
              ? t('audience.counter.zeroSmallRadius', {
                  radius: format.number(state.smallestRadius),
                  wider: format.number(WIDE_ENOUGH_METERS),
                })
              : t('audience.counter.zeroNone')}
          </Typography>
        )}
      </Box>
      <Box sx={{ height: 4 }}>
        {state.isUpdating && <LinearProgress aria-label={t('audience.counter.updating')} />}
      </Box>
      {state.isOffline &&
        (isCompact ? (
          <Typography variant="caption" color="text.secondary">
            {offlineText}
          </Typography>
        ) : (
          <Alert severity="warning">{offlineText}</Alert>
        ))}
      {state.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={state.onRetry}>
              {t('audience.counter.retry')}
            </Button>
          }
        >
          {t('audience.counter.failed')}
        </Alert>
      )}
      {!isCompact &&
        !state.isSkipped &&
        !(state.isOffline && state.isStale) &&
        state.data?.breakdown &&
        state.data.count > 0 && <CountBreakdown breakdown={state.data.breakdown} format={format} />}
    </Box>
  );
}
