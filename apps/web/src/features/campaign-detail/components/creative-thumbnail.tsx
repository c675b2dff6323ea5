import type { Creative } from '@adcontrol/domain/creatives/creative';
import { isMediaAddress } from '@adcontrol/domain/rules/media-address';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import CodeOutlined from '@mui/icons-material/CodeOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import SmartDisplayOutlined from '@mui/icons-material/SmartDisplayOutlined';
import Box from '@mui/material/Box';
import { useState } from 'react';

const WIDTH = 72;
const HEIGHT = 54;

const FORMAT_ICONS = {
  push: NotificationsOutlined,
  banner: ImageOutlined,
  interstitial: CampaignOutlined,
  video: SmartDisplayOutlined,
} as const;

/** The picture a creative shows first: its image, a push's logo when it has no image. */
function pictureOf(creative: Creative): string | null {
  const address = creative.image ?? (creative.format === 'push' ? creative.logo : null) ?? null;
  return address && isMediaAddress(address) ? address : null;
}

/**
 * A small picture of a creative: its image scaled to fit, or its format's icon when it has none (a tag, an HTML
 * piece, a video) or the image fails to load. Decorative: the creative's name is written beside it.
 */
export function CreativeThumbnail({ creative }: { creative: Creative }) {
  const [hasFailed, setHasFailed] = useState(false);
  const picture = hasFailed ? null : pictureOf(creative);
  const Icon = creative.tag || creative.html ? CodeOutlined : FORMAT_ICONS[creative.format];
  return (
    <Box
      aria-hidden
      sx={{
        width: WIDTH,
        height: HEIGHT,
        flex: 'none',
        borderRadius: 1,
        overflow: 'hidden',
        bgcolor: 'action.hover',
        display: 'grid',
        placeItems: 'center',
        color: 'text.secondary',
      }}
    >
      {picture ? (
        <Box
          component="img"
          src={picture}
          alt=""
          loading="lazy"
          onError={() => setHasFailed(true)}
          sx={{ width: '100%', height: '100%', objectFit: 'contain' }}
        />
      ) : (
        <Icon />
      )}
    </Box>
  );
}
