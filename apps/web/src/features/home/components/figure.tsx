import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * A formatted figure kept in its own reading order: in a right-to-left layout "+12,5 %" must not turn into
 * "% 12,5+". Isolated (bdi), so the sentence around it keeps the layout's direction.
 */
export function Figure({ children }: { children: ReactNode }) {
  return (
    <Box component="bdi" dir="ltr" sx={{ fontVariantNumeric: 'tabular-nums' }}>
      {children}
    </Box>
  );
}
