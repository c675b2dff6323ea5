import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { useCan } from '../../../lib/use-can';

interface CampaignLinkProps {
  id: number;
  name: string;
  advertiser: { name: string };
}

/** A campaign's name leading to its detail, with its advertiser under it unless the reader is that advertiser. */
export function CampaignLink({ id, name, advertiser }: CampaignLinkProps) {
  const seesAdvertiser = useCan('campaigns.seeAdvertiser');
  return (
    <>
      <Link
        component={RouterLink}
        to={paths.campaign(id)}
        underline="hover"
        sx={{ fontWeight: 600, display: 'block', overflowWrap: 'anywhere' }}
      >
        {name}
      </Link>
      {seesAdvertiser && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {advertiser.name}
        </Typography>
      )}
    </>
  );
}
