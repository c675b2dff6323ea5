import type { CampaignRow } from '@adcontrol/domain/campaigns/campaign';
import type { CampaignStatusAction } from '@adcontrol/domain/rules/campaign-status';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { actionLabelKey } from '../hooks/use-status-actions';
import { STATUS_ICON } from './status-icons';

/** An action another feature adds to the menu, joined in by the app (STYLE 1), e.g. the delivery modals. */
export interface ExtraRowAction {
  key: string;
  label: string;
  icon: ReactNode;
  onSelect: () => void;
}

export interface RowActionHandlers {
  /** Null for a role that only reads (analysts): no changing actions. */
  canChange: boolean;
  /** The status changes the row's campaign allows now (the domain's status machine, decision 041). */
  statusActionsOf: (row: CampaignRow) => CampaignStatusAction[];
  onStatusAction: (row: CampaignRow, action: CampaignStatusAction) => void;
  onDuplicate: (row: CampaignRow) => void;
  onDelete: (row: CampaignRow) => void;
  /** More actions for a row, after the list's own (the app supplies them). */
  extraActions?: ((row: CampaignRow) => ExtraRowAction[]) | undefined;
}

/**
 * SPEC 2: open, edit, duplicate, the status changes the campaign allows (pause or activate, finish, cancel), delete;
 * one menu per row so the table stays narrow.
 */
export function RowActions({
  row,
  canChange,
  statusActionsOf,
  onStatusAction,
  onDuplicate,
  onDelete,
  extraActions,
}: RowActionHandlers & { row: CampaignRow }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // The menu is built at its first opening, not with each row: a page of rows draws one button each.
  const [hasOpened, setHasOpened] = useState(false);
  const close = () => setAnchor(null);
  const act = (action: (row: CampaignRow) => void) => () => {
    close();
    action(row);
  };
  return (
    <>
      <IconButton
        size="small"
        aria-label={t('control.actions.menu', { name: row.name })}
        aria-haspopup="menu"
        onClick={(event) => {
          setHasOpened(true);
          setAnchor(event.currentTarget);
        }}
      >
        <MoreVert fontSize="small" />
      </IconButton>
      {hasOpened && (
        <Menu anchorEl={anchor} open={anchor !== null} onClose={close}>
          <MenuItem component={Link} to={paths.campaign(row.id)} onClick={close}>
            <ListItemIcon>
              <OpenInNewOutlined fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t('control.actions.open')}</ListItemText>
          </MenuItem>
          {canChange && [
            <MenuItem
              key="edit"
              component={Link}
              to={`${paths.createCampaign()}?edit=${row.id}`}
              onClick={close}
            >
              <ListItemIcon>
                <EditOutlined fontSize="small" />
              </ListItemIcon>
              <ListItemText>{t('control.actions.edit')}</ListItemText>
            </MenuItem>,
            <MenuItem key="duplicate" onClick={act(onDuplicate)}>
              <ListItemIcon>
                <ContentCopyOutlined fontSize="small" />
              </ListItemIcon>
              <ListItemText>{t('control.actions.duplicate')}</ListItemText>
            </MenuItem>,
            ...statusActionsOf(row).map((action) => (
              <MenuItem
                key={action}
                onClick={() => {
                  close();
                  onStatusAction(row, action);
                }}
              >
                <ListItemIcon>{STATUS_ICON[action]}</ListItemIcon>
                <ListItemText>{t(actionLabelKey(row.status, action))}</ListItemText>
              </MenuItem>
            )),
          ]}
          {extraActions?.(row).map((action) => (
            <MenuItem
              key={action.key}
              onClick={() => {
                close();
                action.onSelect();
              }}
            >
              <ListItemIcon>{action.icon}</ListItemIcon>
              <ListItemText>{action.label}</ListItemText>
            </MenuItem>
          ))}
          {/* Removal stays last, apart from everything that changes the campaign without undoing it. */}
          {canChange && (
            <MenuItem onClick={act(onDelete)} sx={{ color: 'error.main' }}>
              <ListItemIcon sx={{ color: 'inherit' }}>
                <DeleteOutlined fontSize="small" />
              </ListItemIcon>
              <ListItemText>{t('control.actions.delete')}</ListItemText>
            </MenuItem>
          )}
        </Menu>
      )}
    </>
  );
}
