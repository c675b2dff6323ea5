import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

const OUTLINE = 8;
const PADDING = 12;
const WIDTH = 343;
/** The width left for the notification inside the outline. */
export const PHONE_SCREEN_WIDTH = WIDTH - 2 * (OUTLINE + PADDING);

/** A push notification is seen on a lock screen: the preview sits in a phone's outline. */
export function PhoneFrame({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        mx: 'auto',
        width: '100%',
        maxWidth: WIDTH,
        minHeight: 420,
        p: `${PADDING}px`,
        pt: 5,
        borderRadius: 6,
        border: OUTLINE,
        borderColor: 'grey.900',
        bgcolor: 'grey.800',
        backgroundImage: 'linear-gradient(160deg, #37474f, #263238)',
        position: 'relative',
        '&::before': {
          content: '""',
          position: 'absolute',
          top: 10,
          insetInlineStart: '50%',
          transform: 'translateX(-50%)',
          width: 72,
          height: 14,
          borderRadius: 7,
          bgcolor: 'grey.900',
        },
      }}
    >
      {children}
    </Box>
  );
}
