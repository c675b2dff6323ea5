import AddOutlined from '@mui/icons-material/AddOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session-store';

/** Who is looking and over what scope, and the one action Home leads to; shown before any figure arrives. */
export function HomeHeader() {
  const { t } = useTranslation();
  const { account } = useSession();
  if (!account) return null;
  const name = account.firstName ?? account.company ?? account.email;

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
          {t(`home.scope.${account.role === 'analyst' ? 'admin' : account.role}`)}
        </Typography>
      </Box>
      <Button component={Link} to={paths.createCampaign()} variant="contained" startIcon={<AddOutlined />}>
        {t('home.createCampaign')}
      </Button>
    </Box>
  );
}
