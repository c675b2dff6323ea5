import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useId } from 'react';

/** One titled part of the builder's long form (Geography, Applications, …), a landmark of its own. */
export function BuilderSection({
  title,
  description,
  icon,
  children,
}: {
  title: string;
  description?: string;
  icon?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, mb: description ? 0.5 : 2.5 }}>
        {icon && (
          <Box sx={{ color: 'primary.main', display: 'flex' }} aria-hidden>
            {icon}
          </Box>
        )}
        <Typography id={id} variant="h2" sx={{ fontSize: '1.125rem' }}>
          {title}
        </Typography>
      </Box>
      {description && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2.5 }}>
          {description}
        </Typography>
      )}
      <Box sx={{ display: 'grid', gap: 3 }}>{children}</Box>
    </Paper>
  );
}
