import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { alpha, type Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** Full width, a fixed height: the page keeps scrolling past the map on a phone. */
const MAP_HEIGHT = { xs: 320, sm: 420 };

/**
 * Leaflet's own stylesheet draws white controls with its own font; these follow the theme instead, in light
 * and dark. Only colours and fonts: the right-to-left stylesheet plugin would mirror any side given here.
 */
const leafletControls = (theme: Theme) => ({
  '& .leaflet-container': { fontFamily: theme.typography.fontFamily },
  '& .leaflet-container:focus-visible': {
    outline: `2px solid ${theme.palette.primary.main}`,
    outlineOffset: '-2px',
  },
  // Under `.leaflet-container`, so that these win over Leaflet's rules whichever stylesheet loads last.
  '& .leaflet-container .leaflet-bar': { borderColor: theme.palette.divider, boxShadow: theme.shadows[2] },
  '& .leaflet-container .leaflet-bar a': {
    backgroundColor: theme.palette.background.paper,
    color: theme.palette.text.primary,
    borderColor: theme.palette.divider,
  },
  '& .leaflet-container .leaflet-bar a:hover, & .leaflet-container .leaflet-bar a:focus-visible': {
    backgroundColor: theme.palette.mode === 'dark' ? theme.palette.grey[800] : theme.palette.grey[100],
  },
  '& .leaflet-container .leaflet-bar a.leaflet-disabled': {
    backgroundColor: theme.palette.background.paper,
    color: theme.palette.text.disabled,
  },
  '& .leaflet-container .leaflet-control-attribution': {
    backgroundColor: alpha(theme.palette.background.paper, 0.9),
    color: theme.palette.text.secondary,
  },
  '& .leaflet-container .leaflet-control-attribution a': { color: theme.palette.primary.main },
  // Town names of the offline map: text with a halo, not Leaflet's white tooltip boxes.
  '& .leaflet-container .audience-map-town': {
    background: 'none',
    border: 'none',
    boxShadow: 'none',
    padding: 0,
    fontSize: 12,
    fontWeight: 500,
    color: 'var(--audience-map-label)',
    textShadow:
      '0 0 2px var(--audience-map-halo), 0 0 2px var(--audience-map-halo), 0 0 3px var(--audience-map-halo)',
  },
  '& .leaflet-container .audience-map-town::before': { display: 'none' },
});

export function MapFrame({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={(theme) => ({
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
        ...leafletControls(theme),
      })}
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

/**
 * How to move the map, shown for a moment over it when the wheel or one finger scrolled the page instead.
 * Hidden from screen readers: it answers a pointer gesture, and the map's keys are the keyboard's way.
 */
export function MapGestureHint({ text, isShown }: { text: string; isShown: boolean }) {
  return (
    <Box
      aria-hidden="true"
      sx={{
        position: 'absolute',
        inset: 0,
        zIndex: 1000,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        pointerEvents: 'none',
        backgroundColor: 'rgba(0, 0, 0, 0.55)',
        opacity: isShown ? 1 : 0,
        transition: 'opacity 200ms',
      }}
    >
      <Typography sx={{ color: '#fff', px: 3, textAlign: 'center' }}>{text}</Typography>
    </Box>
  );
}

/** A line of text at the foot of the map, over it: what the map cannot show at this zoom. */
export function MapNote({ text }: { text: string }) {
  return (
    <Typography
      variant="caption"
      component="p"
      role="note"
      sx={(theme) => ({
        position: 'absolute',
        insetInlineStart: 8,
        bottom: 8,
        // Clear of the sources' line at the other corner.
        maxWidth: 'calc(100% - 112px)',
        zIndex: 900,
        m: 0,
        px: 1,
        py: 0.5,
        borderRadius: 1,
        pointerEvents: 'none',
        backgroundColor: alpha(theme.palette.background.paper, 0.92),
        color: 'text.primary',
        boxShadow: theme.shadows[1],
      })}
    >
      {text}
    </Typography>
  );
}
