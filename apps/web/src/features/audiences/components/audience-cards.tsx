import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PlainLink } from '../../../components/plain-link';
import { paths } from '../../../config/paths';
import { useAudienceFormatters } from '../hooks/use-audience-formatters';
import { AudienceRowActions } from './audience-row-actions';
import type { AudiencesViewProps } from './audiences-table';
import { FilterChips } from './filter-chips';

/** The list on a phone: one card per audience, its size beside its name. */
export function AudienceCards({ audiences, onDelete }: AudiencesViewProps) {
  const { t } = useTranslation();
  const format = useAudienceFormatters();
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label={t('screens.audience')}>
      {audiences.map((audience) => (
        <Box component="li" key={audience._id}>
          <Divider />
          <Box sx={{ px: 2, py: 1.5, display: 'grid', gap: 1 }}>
            <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 1 }}>
              <PlainLink to={paths.editAudience(audience._id)} sx={{ fontWeight: 600 }}>
                {audience.name}
              </PlainLink>
              <Typography variant="body2" sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                <bdi>
                  {audience.size === null
                    ? '—'
                    : t('audience.list.people', { size: format.size(audience.size) })}
                </bdi>
              </Typography>
            </Box>
            <FilterChips filters={audience.filters} />
            <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
              <Typography variant="caption" color="text.secondary">
                <bdi dir="ltr">
                  {audience.ownerName ?? '—'} ·{' '}
                  {t('audience.list.updatedOn', { date: format.date(audience.updatedAt) })}
                </bdi>
              </Typography>
              <AudienceRowActions audience={audience} onDelete={onDelete} />
            </Box>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
