import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BRAND_MARK } from './brand-mark-shape';

/** The adcontrol logo: a rounded mark and the word. */
export function BrandMark({ size = 32, withName = true }: { size?: number; withName?: boolean }) {
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Box
        component="svg"
        viewBox="0 0 32 32"
        sx={{ width: size, height: size, flexShrink: 0 }}
        aria-hidden
        focusable="false"
      >
        <rect width="32" height="32" rx={BRAND_MARK.radius} fill={BRAND_MARK.colour} />
        <path d={BRAND_MARK.letter} fill="#fff" />
      </Box>
      {withName && (
        <Typography component="span" sx={{ fontWeight: 700, fontSize: size * 0.6, letterSpacing: '-0.02em' }}>
          adcontrol
        </Typography>
      )}
    </Box>
  );
}
