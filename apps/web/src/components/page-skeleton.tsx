import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A grey block the height of what will come. */
export function SkeletonBlock({ height }: { height: number }) {
  return <Skeleton variant="rounded" height={height} sx={{ borderRadius: 2.5 }} />;
}

const gap = { xs: 2, md: 3 };

/** A page's shape in grey while its figures come: announced once as loading, its blocks in a column. */
export function PageSkeleton({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box role="status" aria-label={t('common.loading')} sx={{ display: 'grid', gap }}>
      {children}
    </Box>
  );
}

/** The row of four figure cards, two a row on a phone. */
export function FiguresSkeleton({ height }: { height: number }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      {['a', 'b', 'c', 'd'].map((key) => (
        <SkeletonBlock key={key} height={height} />
      ))}
    </Box>
  );
}
