import type { CampaignStatusAction } from '@adcontrol/domain/rules/campaign-status';
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import DoneAllOutlined from '@mui/icons-material/DoneAllOutlined';
import PauseOutlined from '@mui/icons-material/PauseOutlined';
import PlayArrowOutlined from '@mui/icons-material/PlayArrowOutlined';
import type { ReactNode } from 'react';

/** The icon of each status change, in the row menu and on the campaign page alike. */
export const STATUS_ICON: Record<CampaignStatusAction, ReactNode> = {
  pause: <PauseOutlined fontSize="small" />,
  activate: <PlayArrowOutlined fontSize="small" />,
  complete: <DoneAllOutlined fontSize="small" />,
  cancel: <BlockOutlined fontSize="small" />,
};
