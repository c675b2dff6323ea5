import type { Currency } from '@adcontrol/domain/shared/enums';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useFormatters } from '../lib/use-formatters';
import { Figure } from './figure';
import { SectionCard } from './section-card';

/** One currency's budget and spend, never converted. */
export interface SpendLine {
  currency: Currency;
  campaigns: number;
  budget: number;
  spent: number;
  spentPercentage: number;
}

interface SpendCardProps<Line extends SpendLine> {
  spend: readonly Line[];
  /** Makes each bar's label id unique on the page. */
  idPrefix: string;
  texts: {
    title: string;
    subtitle: string;
    empty: string;
    campaigns: (count: number) => string;
    spentOf: (spent: string, budget: string) => string;
  };
  /** More about a currency, under its bar (what is left, what the period spent), its amounts in whole units. */
  details?: (line: Line, money: (amount: number) => string) => ReactNode;
}

/** Budget spent, one line per currency: the currency, its campaigns, the share spent as a bar, the amounts. */
export function SpendCard<Line extends SpendLine>({ spend, idPrefix, texts, details }: SpendCardProps<Line>) {
  const format = useFormatters();
  return (
    <SectionCard title={texts.title} subtitle={texts.subtitle}>
      {spend.length === 0 ? (
        <Typography color="text.secondary">{texts.empty}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2.5 }}>
          {spend.map((line) => {
            const labelId = `${idPrefix}-${line.currency}`;
            const money = (amount: number) => format.wholeCurrency(amount, line.currency);
            return (
              <Box component="li" key={line.currency} sx={{ display: 'grid', gap: 0.75 }}>
                <Box
                  sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 1 }}
                >
                  <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, minWidth: 0 }}>
                    <Typography id={labelId} sx={{ fontWeight: 700 }}>
                      {line.currency}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      <Figure>{texts.campaigns(line.campaigns)}</Figure>
                    </Typography>
                  </Box>
                  <Typography sx={{ fontWeight: 700 }}>
                    <Figure>{format.percentage(line.spentPercentage)}</Figure>
                  </Typography>
                </Box>
                <LinearProgress
                  variant="determinate"
                  value={Math.min(100, line.spentPercentage)}
                  aria-labelledby={labelId}
                  aria-valuetext={format.percentage(line.spentPercentage)}
                  sx={{ height: 8, borderRadius: 4 }}
                />
                <Typography variant="body2" color="text.secondary">
                  <Figure>{texts.spentOf(money(line.spent), money(line.budget))}</Figure>
                </Typography>
                {details?.(line, money)}
              </Box>
            );
          })}
        </Box>
      )}
    </SectionCard>
  );
}
