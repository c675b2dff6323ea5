import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

interface SectionCardProps {
  title: string;
  subtitle?: string;
  /** Beside the title: a legend, a link. */
  aside?: ReactNode;
  children: ReactNode;
}

/** A card of a dashboard (Home, a campaign's detail): a titled region, so a screen-reader user can jump between them. */
export function SectionCard({ title, subtitle, aside, children }: SectionCardProps) {
  const titleId = useId();
  return (
    <Card
      component="section"
      aria-labelledby={titleId}
      sx={{ p: { xs: 2, md: 2.5 }, minWidth: 0, display: 'flex', flexDirection: 'column' }}
    >
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'flex-start',
          justifyContent: 'space-between',
          gap: 1,
          mb: 2,
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography id={titleId} variant="h2">
            {title}
          </Typography>
          {subtitle && (
            <Typography variant="body2" color="text.secondary">
              {/* bdi: in a right-to-left layout "3 creatives · 3 active" keeps its order, as list pages do. */}
              <bdi>{subtitle}</bdi>
            </Typography>
          )}
        </Box>
        {aside}
      </Box>
      {children}
    </Card>
  );
}
