import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { Figure } from '../../../components/figure';

interface KpiCardProps {
  label: string;
  /** The figure, formatted. */
  value: string;
  icon: ReactNode;
  /** Lines under the figure: a trend, yesterday's figure, a breakdown. */
  children?: ReactNode;
}

/** One figure, big, named above it; the card is a labelled region so it reads as "Impressions, 1,234". */
export function KpiCard({ label, value, icon, children }: KpiCardProps) {
  const labelId = useId();
  return (
    <Card
      component="section"
      aria-labelledby={labelId}
      sx={{ p: 2.5, display: 'grid', gap: 1, alignContent: 'start' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography id={labelId} component="h2" variant="subtitle2" color="text.secondary">
          {label}
        </Typography>
        <Box sx={{ color: 'primary.main', display: 'flex' }} aria-hidden>
          {icon}
        </Box>
      </Box>
      <Typography
        component="p"
        sx={{
          fontSize: { xs: '1.875rem', md: '2.125rem' },
          fontWeight: 700,
          lineHeight: 1.15,
          letterSpacing: '-0.02em',
          fontVariantNumeric: 'tabular-nums',
          overflowWrap: 'anywhere',
        }}
      >
        <Figure>{value}</Figure>
      </Typography>
      {children}
    </Card>
  );
}
