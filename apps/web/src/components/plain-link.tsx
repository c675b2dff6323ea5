import Link from '@mui/material/Link';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** A name in a list that leads to its page: it reads as the text around it until pointed at, and wraps anywhere. */
export function PlainLink({ to, children, sx }: { to: string; children: ReactNode; sx?: SxProps<Theme> }) {
  return (
    <Link
      component={RouterLink}
      to={to}
      underline="hover"
      color="inherit"
      sx={[{ overflowWrap: 'anywhere' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {children}
    </Link>
  );
}
