import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { ReactNode } from 'react';

/** Full width, a fixed height: the page keeps scrolling past the map on a phone. */
const MAP_HEIGHT = { xs: 320, sm: 420 };

export function MapFrame({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        position: 'relative',
        width: '100%',
        height: MAP_HEIGHT,
        borderRadius: 1,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
      }}
    >
      {children}
    </Box>
  );
}

/** What shows while the map's code and geometry load. */
export function MapSkeleton({ overlay = false }: { overlay?: boolean }) {
  const skeleton = (
    <Skeleton
      variant="rectangular"
      animation="wave"
      sx={overlay ? { position: 'absolute', inset: 0, height: '100%' } : { width: '100%', height: '100%' }}
    />
  );
  return overlay ? skeleton : <MapFrame>{skeleton}</MapFrame>;
}
