import type { SxProps, Theme } from '@mui/material/styles';

/**
 * The styles MUI's vertical `Stack` writes (children's margins reset, `spacing` between them), for a `Box`:
 * the sign-in page draws the same column without Stack's chunk (decision 013).
 */
export function columnSx(spacing: number): SxProps<Theme> {
  return {
    display: 'flex',
    flexDirection: 'column',
    '& > :not(style):not(style)': { margin: 0 },
    '& > :not(style) ~ :not(style)': { marginTop: spacing },
  };
}
