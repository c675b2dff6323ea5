import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import ExpandMore from '@mui/icons-material/ExpandMore';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface CardHeaderRowProps {
  nameId: string;
  bodyId: string;
  name: string;
  isOpen: boolean;
  onToggle: () => void;
  isActive: boolean;
  onActiveChange: (isActive: boolean) => void;
  isValid: boolean;
  onPreview: () => void;
  onDuplicate: () => void;
  onRemove: () => void;
}

/** The creative's name, whether it is complete and running, and what can be done with it. */
export function CardHeaderRow(props: CardHeaderRowProps) {
  const { t } = useTranslation();
  const { name, isOpen } = props;
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ alignItems: 'center', flexWrap: 'wrap', px: 1, py: 1, rowGap: 0.5 }}
    >
      <IconButton
        aria-expanded={isOpen}
        aria-controls={props.bodyId}
        aria-label={t(isOpen ? 'campaigns.creatives.card.collapse' : 'campaigns.creatives.card.expand', {
          name,
        })}
        onClick={props.onToggle}
      >
        <ExpandMore sx={{ transform: isOpen ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }} />
      </IconButton>
      <Typography id={props.nameId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        <bdi>{name}</bdi>
      </Typography>
      <Chip
        size="small"
        color={props.isValid ? 'success' : 'warning'}
        variant="outlined"
        label={t(props.isValid ? 'campaigns.creatives.card.complete' : 'campaigns.creatives.card.incomplete')}
      />
      <FormControlLabel
        sx={{ ms: 'auto', me: 0 }}
        control={<Switch checked={props.isActive} onChange={(_, checked) => props.onActiveChange(checked)} />}
        label={t('campaigns.creatives.card.active')}
      />
      <Stack direction="row">
        <Action label={t('campaigns.creatives.card.preview', { name })} onClick={props.onPreview}>
          <VisibilityOutlined />
        </Action>
        <Action label={t('campaigns.creatives.card.duplicate', { name })} onClick={props.onDuplicate}>
          <ContentCopyOutlined />
        </Action>
        <Action label={t('campaigns.creatives.card.remove', { name })} onClick={props.onRemove}>
          <DeleteOutlined />
        </Action>
      </Stack>
    </Stack>
  );
}

function Action({ label, onClick, children }: { label: string; onClick: () => void; children: ReactNode }) {
  return (
    <Tooltip title={label}>
      <IconButton aria-label={label} onClick={onClick}>
        {children}
      </IconButton>
    </Tooltip>
  );
}
