import type { Audience } from '@adcontrol/domain/audiences/audience';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** Each button names the audience it acts on, so a screen reader user knows which row it belongs to. */
export function AudienceRowActions({
  audience,
  onDelete,
}: {
  audience: Audience;
  onDelete: (audience: Audience) => void;
}) {
  const { t } = useTranslation();
  const name = audience.name;
  return (
    <Box sx={{ display: 'inline-flex', gap: 0.5, justifyContent: 'flex-end' }}>
      <Tooltip title={t('audience.actions.edit')}>
        <IconButton
          component={Link}
          to={paths.editAudience(audience._id)}
          aria-label={t('audience.actions.editNamed', { name })}
        >
          <EditOutlined />
        </IconButton>
      </Tooltip>
      <Tooltip title={t('audience.actions.export')}>
        <IconButton
          component={Link}
          to={paths.exportAudience(audience._id)}
          aria-label={t('audience.actions.exportNamed', { name })}
        >
          <DownloadOutlined />
        </IconButton>
      </Tooltip>
      <Tooltip title={t('audience.actions.delete')}>
        <IconButton
          aria-label={t('audience.actions.deleteNamed', { name })}
          sx={{ '&:hover, &:focus-visible': { color: 'error.main' } }}
          onClick={() => onDelete(audience)}
        >
          <DeleteOutlined />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
