import type { AudienceFilters } from '@adcontrol/domain/audiences/audience';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { summariseFilters } from './filter-summary';

/** The definition as short chips; the whole sentence is the list's accessible name. */
export function FilterChips({ filters }: { filters: AudienceFilters }) {
  const { t } = useTranslation();
  const parts = summariseFilters(filters, t);
  if (parts.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('audience.summary.none')}
      </Typography>
    );
  }
  return (
    <Box
      component="ul"
      aria-label={parts.join(' · ')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, listStyle: 'none', m: 0, p: 0 }}
    >
      {parts.map((part) => (
        <Box component="li" key={part}>
          {/* The offered languages all read left to right, figures too, in a right-to-left layout. */}
          <Chip size="small" variant="outlined" label={<bdi dir="ltr">{part}</bdi>} />
        </Box>
      ))}
    </Box>
  );
}
