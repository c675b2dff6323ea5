import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

const TIGHT = { lineHeight: 1.15, letterSpacing: '-0.02em' } as const;

/** How big the figure is set: a dashboard's headline (Home's the largest on a phone), or one of a page's stats. */
const SIZES = {
  large: { card: { p: 2.5, gap: 1 }, figure: { fontSize: { xs: '1.875rem', md: '2.125rem' }, ...TIGHT } },
  medium: { card: { p: 2.5, gap: 1 }, figure: { fontSize: { xs: '1.625rem', md: '2.125rem' }, ...TIGHT } },
  small: {
    card: { p: 2, gap: 0.75 },
    figure: { fontSize: { xs: '1.25rem', sm: '1.5rem' }, lineHeight: 1.2 },
  },
} as const;

interface FigureCardProps {
  label: string;
  /** The figure, formatted in a Figure, or a placeholder while it comes. */
  value: ReactNode;
  size: keyof typeof SIZES;
  /** Beside the label, in the brand's colour; decoration, hidden from screen readers. */
  icon?: ReactNode;
  /** Lines under the figure: a note, a trend, a bar. */
  children?: ReactNode;
  sx?: SxProps<Theme>;
}

/** One figure, big, named above it; the card is a labelled region so it reads as "Impressions, 1,234". */
export function FigureCard({ label, value, size, icon, children, sx }: FigureCardProps) {
  const labelId = useId();
  const looks = SIZES[size];
  const name = (
    <Typography id={labelId} component="h2" variant="subtitle2" color="text.secondary">
      {label}
    </Typography>
  );
  return (
    <Card
      component="section"
      aria-labelledby={labelId}
      sx={[{ display: 'grid', alignContent: 'start', ...looks.card }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {icon ? (
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          {name}
          <Box sx={{ color: 'primary.main', display: 'flex' }} aria-hidden>
            {icon}
          </Box>
        </Box>
      ) : (
        name
      )}
      <Typography
        component="p"
        sx={{
          ...looks.figure,
          fontWeight: 700,
          fontVariantNumeric: 'tabular-nums',
          overflowWrap: 'anywhere',
        }}
      >
        {value}
      </Typography>
      {children}
    </Card>
  );
}

/** A row of figure cards: two a row on a phone, four on a desktop. */
export function FigureGrid({ children, sx }: { children: ReactNode; sx?: SxProps<Theme> }) {
  return (
    <Box
      sx={[
        {
          display: 'grid',
          gap: { xs: 2, md: 3 },
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}
