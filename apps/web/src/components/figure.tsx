import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * A formatted figure kept in its own reading order: in a right-to-left layout "+12,5 %" must not turn into
 * "% 12,5+". Isolated (bdi), so the layout around it keeps its direction; also used for short phrases that
 * start with a figure ("4 campaigns", "26/11/26 23:59"), which an RTL layout would otherwise reorder.
 */
export function Figure({ children }: { children: ReactNode }) {
  return (
    <Box component="bdi" dir="ltr" sx={{ fontVariantNumeric: 'tabular-nums' }}>
      {children}
    </Box>
  );
}
