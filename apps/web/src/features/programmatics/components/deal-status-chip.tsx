import { dealStatusColour } from '@adcontrol/domain/rules/deal-status';
import type { CampaignStatus } from '@adcontrol/domain/shared/enums';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

/** A deal's raw status in its colour: delivering green, ready blue, waiting or paused orange, refused red. */
export function DealStatusChip({ status }: { status: CampaignStatus }) {
  const { t } = useTranslation();
  const colour = dealStatusColour(status);
  return (
    <Chip
      size="small"
      color={colour}
      variant={colour === 'default' ? 'outlined' : 'filled'}
      label={t(`programmatics.status.${status}`)}
      // A long status ("Paused, inventory released") takes two lines rather than widening a table column.
      sx={{ height: 'auto', maxWidth: 130, '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } }}
    />
  );
}
