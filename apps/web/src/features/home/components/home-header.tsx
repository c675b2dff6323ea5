import { can } from '@adcontrol/domain/rules/permissions';
import type { Role } from '@adcontrol/domain/shared/enums';
import AddOutlined from '@mui/icons-material/AddOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session-store';

/** Whose campaigns the figures cover; analysts have no Home (SPEC 2). */
const SCOPE_KEYS: Record<Role, string | null> = {
  admin: 'home.scope.admin',
  advertiser: 'home.scope.advertiser',
  seller: 'home.scope.seller',
  super_seller: 'home.scope.super_seller',
  country_manager: 'home.scope.country_manager',
  analyst: null,
};

/** Who is looking and over what scope, and the one action Home leads to; shown before any figure arrives. */
export function HomeHeader() {
  const { t } = useTranslation();
  const { account } = useSession();
  if (!account) return null;
  const name = account.firstName ?? account.company ?? account.email;
  const scope = SCOPE_KEYS[account.role];

  return (
    <Box
      component="header"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'flex-end',
        justifyContent: 'space-between',
        gap: 2,
        mb: { xs: 2, md: 3 },
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
          {t('home.welcome', { name })}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {scope && t(scope)}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <Button component={Link} to={paths.advertiser()} variant="outlined" startIcon={<InsightsOutlined />}>
          {t(can(account.role, 'advertisers.actAsSelf') ? 'home.ownOverview' : 'home.advertiserOverview')}
        </Button>
        <Button component={Link} to={paths.createCampaign()} variant="contained" startIcon={<AddOutlined />}>
          {t('home.createCampaign')}
        </Button>
      </Box>
    </Box>
  );
}
