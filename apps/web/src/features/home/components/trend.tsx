import { roundPercentage } from '@adcontrol/domain/rules/rounding';
import TrendingDownOutlined from '@mui/icons-material/TrendingDownOutlined';
import TrendingFlatOutlined from '@mui/icons-material/TrendingFlatOutlined';
import TrendingUpOutlined from '@mui/icons-material/TrendingUpOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Figure } from '../../../components/figure';
import { useFormatters } from '../../../lib/use-formatters';

/** The change from `previous` to `current` in percent; none when there was nothing to compare with. */
export function changeOf(current: number, previous: number): number | null {
  return previous > 0 ? ((current - previous) / previous) * 100 : null;
}

/** From ten times the previous figure on, "×26.5" says more than "+2,548.5 %". */
const MULTIPLIER_FROM = 900;

/** "+12.3 % vs previous 30 days": sign, arrow and colour together, so colour is never the only cue. */
export function Trend({ change }: { change: number | null }) {
  const { t } = useTranslation();
  const format = useFormatters();
  if (change === null) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('home.kpi.noPrevious')}
      </Typography>
    );
  }
  // The sign of the change as shown (1 decimal), so "+0.0 %" never gets an arrow up.
  const shown = roundPercentage(change);
  const direction = shown > 0 ? 'up' : shown < 0 ? 'down' : 'flat';
  const color = { up: 'success.main', down: 'error.main', flat: 'text.secondary' }[direction];
  const Icon = { up: TrendingUpOutlined, down: TrendingDownOutlined, flat: TrendingFlatOutlined }[direction];
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
      <Box
        component="span"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25, color, fontWeight: 600 }}
      >
        <Icon fontSize="small" aria-hidden />
        <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
          <Figure>
            {change >= MULTIPLIER_FROM ? `×${format.number(change / 100 + 1, 1)}` : format.delta(change)}
          </Figure>
        </Typography>
      </Box>
      <Typography component="span" variant="body2" color="text.secondary">
        {t('home.kpi.vsPrevious')}
      </Typography>
    </Box>
  );
}
