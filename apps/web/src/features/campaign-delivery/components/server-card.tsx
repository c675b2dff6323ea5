import type { Campaign } from '@adcontrol/domain/campaigns/campaign';
import type { Source } from '@adcontrol/domain/shared/enums';
import LinkOffOutlined from '@mui/icons-material/LinkOffOutlined';
import LinkOutlined from '@mui/icons-material/LinkOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Figure } from '../../../components/figure';
import { useFormatters } from '../../../lib/use-formatters';

/** Whether a server delivers: linked, and the source is it or both (SPEC 4). */
export function delivers(campaign: Pick<Campaign, 'linked' | 'source'>, server: Source): boolean {
  return (
    campaign.linked[server] &&
    (campaign.source === null || campaign.source === 'all' || campaign.source === server)
  );
}

/** One delivery server: linked or not, and the daily capping it holds for the campaign. */
export function ServerCard({ campaign, server }: { campaign: Campaign; server: Source }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const isLinked = campaign.linked[server];
  const values = campaign.capping[server];
  const state = isLinked ? (delivers(campaign, server) ? 'delivering' : 'notSource') : 'notLinked';
  return (
    <Box
      component="article"
      aria-label={t(`delivery.servers.${server}`)}
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        p: 1.5,
        display: 'grid',
        gap: 0.75,
        minWidth: 0,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 700 }}>
          {t(`delivery.servers.${server}`)}
        </Typography>
        <Chip
          size="small"
          icon={isLinked ? <LinkOutlined /> : <LinkOffOutlined />}
          color={isLinked ? 'success' : 'default'}
          variant={isLinked ? 'filled' : 'outlined'}
          label={t(isLinked ? 'delivery.server.linked' : 'delivery.server.notLinked')}
        />
      </Box>
      <Box>
        <Typography variant="caption" color="text.secondary" component="div">
          {t('delivery.server.capping')}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          <Figure>
            {t('delivery.server.cappingValues', {
              impressions: format.number(values.impressions),
              clicks: format.number(values.clicks),
            })}
          </Figure>
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t(`delivery.server.states.${state}`)}
      </Typography>
    </Box>
  );
}
