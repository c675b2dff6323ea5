import type { CampaignStatusAction } from '@adcontrol/domain/rules/campaign-status';
import MoreVert from '@mui/icons-material/MoreVert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StatusSubject } from '../hooks/status-subject';
import { actionLabelKey, useStatusActions } from '../hooks/use-status-actions';
import { StatusConfirmDialog } from './status-confirm-dialog';
import { STATUS_ICON } from './status-icons';

/**
 * The campaign page's status changes (decision 041): pause or activate as a button, finishing and cancelling,
 * which cannot be undone, in a menu beside it. Only what the status machine allows is offered.
 */
export function CampaignStatusActions({ campaign }: { campaign: StatusSubject }) {
  const { t } = useTranslation();
  const status = useStatusActions();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const actions = status.actionsOf(campaign);
  const direct = actions.find((action) => action === 'pause' || action === 'activate');
  const final = actions.filter((action): action is 'complete' | 'cancel' => action !== direct);
  if (actions.length === 0) return null;
  const take = (action: CampaignStatusAction) => {
    setAnchor(null);
    status.take(campaign, action);
  };
  return (
    <>
      {direct && (
        <Button
          variant="outlined"
          startIcon={STATUS_ICON[direct]}
          onClick={() => take(direct)}
          disabled={status.confirm.isPending}
        >
          {t(actionLabelKey(campaign.status, direct))}
        </Button>
      )}
      {final.length > 0 && (
        <IconButton
          aria-label={t('control.actions.moreStatus', { name: campaign.name })}
          aria-haspopup="menu"
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <MoreVert />
        </IconButton>
      )}
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {final.map((action) => (
          <MenuItem key={action} onClick={() => take(action)}>
            <ListItemIcon>{STATUS_ICON[action]}</ListItemIcon>
            <ListItemText>{t(`control.actions.${action}`)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
      <StatusConfirmDialog confirm={status.confirm} />
    </>
  );
}
