import CalculateOutlined from '@mui/icons-material/CalculateOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import HubOutlined from '@mui/icons-material/HubOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import SlideshowOutlined from '@mui/icons-material/SlideshowOutlined';
import TrackChangesOutlined from '@mui/icons-material/TrackChangesOutlined';
import type { MenuItem } from '../../config/menu';

export const MENU_ICONS: Record<MenuItem['key'], typeof HomeOutlined> = {
  home: HomeOutlined,
  users: PeopleAltOutlined,
  audience: TrackChangesOutlined,
  campaigns: CampaignOutlined,
  control: InsightsOutlined,
  programmatics: HubOutlined,
  simulator: CalculateOutlined,
  presentation: SlideshowOutlined,
  activity: HistoryOutlined,
};
