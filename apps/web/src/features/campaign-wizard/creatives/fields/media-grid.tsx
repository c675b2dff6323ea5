import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** Upload fields side by side where there is room, one under another on a phone. */
export function MediaGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' } }}
    >
      {children}
    </Box>
  );
}
