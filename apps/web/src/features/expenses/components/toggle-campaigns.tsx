import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';

/** Opens or closes an advertiser's campaigns under its row. */
export function ToggleCampaigns({
  name,
  isOpen,
  onToggle,
}: {
  name: string;
  isOpen: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  return (
    <IconButton
      size="small"
      aria-expanded={isOpen}
      aria-label={t(isOpen ? 'expenses.table.hideCampaigns' : 'expenses.table.showCampaigns', { name })}
      onClick={onToggle}
    >
      {isOpen ? <KeyboardArrowUp fontSize="small" /> : <KeyboardArrowDown fontSize="small" />}
    </IconButton>
  );
}
