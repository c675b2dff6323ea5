import type { Formatters } from '@adcontrol/domain/format/format';
import type { ForecastRange, ForecastResponse } from '@adcontrol/domain/simulator/contracts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Figure } from '../../../components/figure';
import { useFormatters } from '../../../lib/use-formatters';

export type FigureKey = 'impressions' | 'clicks' | 'ctr' | 'reach' | 'spend';
export const FIGURE_KEYS: readonly FigureKey[] = ['impressions', 'clicks', 'ctr', 'reach', 'spend'];

/** A forecast figure written for reading: the number, a CTR in percent, money in the campaign's currency. */
export function formatFigure(
  key: FigureKey,
  value: number,
  result: ForecastResponse,
  format: Formatters,
): string {
  if (key === 'ctr') return format.ctr(value);
  if (key === 'spend') return format.currency(value, result.currency);
  return format.number(value);
}

export function rangeOf(result: ForecastResponse, key: FigureKey): ForecastRange | null {
  return result[key];
}

function FigureTile({
  label,
  range,
  render,
}: {
  label: string;
  range: ForecastRange | null;
  render: (value: number) => string;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Box
      role="group"
      aria-labelledby={id}
      // Five tiles in two columns on a phone: the last one (spend) takes the whole row.
      sx={{
        p: 1.5,
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
        minWidth: 0,
        '&:last-of-type': { gridColumn: { xs: 'span 2', sm: 'auto' } },
      }}
    >
      <Typography id={id} variant="body2" color="text.secondary">
        {label}
      </Typography>
      {range ? (
        <>
          <Typography
            variant="h6"
            component="p"
            sx={{ fontWeight: 600, whiteSpace: 'nowrap', fontSize: { xs: '1.1rem', sm: '1.25rem' } }}
          >
            <Figure>{render(range.expected)}</Figure>
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p">
            {t('simulator.result.range')} <Figure>{render(range.low)}</Figure> –{' '}
            <Figure>{render(range.high)}</Figure>
          </Typography>
        </>
      ) : (
        <Typography variant="body2" component="p" sx={{ mt: 0.5 }}>
          {t('simulator.result.noReach')}
        </Typography>
      )}
    </Box>
  );
}

/** The five figures of a forecast, each expected with its range. */
export function ForecastFigures({ result }: { result: ForecastResponse }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        // As many as fit at a width where the largest figure (money in millions) stays on one line.
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(auto-fill, minmax(170px, 1fr))' },
      }}
    >
      {FIGURE_KEYS.map((key) => (
        <FigureTile
          key={key}
          label={t(`simulator.figures.${key}`)}
          range={rangeOf(result, key)}
          render={(value) => formatFigure(key, value, result, format)}
        />
      ))}
    </Box>
  );
}
