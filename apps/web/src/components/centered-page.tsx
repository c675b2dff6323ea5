import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import type { ReactNode } from 'react';

/** A single card in the middle of the page: access pages, not-built pages, confirmations. */
export function CenteredPage({ children }: { children: ReactNode }) {
  return (
    <Box
      component="main"
      sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center', px: 2, py: { xs: 4, md: 8 } }}
    >
      <Card sx={{ width: '100%', maxWidth: 520 }}>
        <CardContent sx={{ p: { xs: 3, sm: 4 }, display: 'grid', gap: 2, textAlign: 'center' }}>
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}
