import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

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
        <rect width="32" height="32" rx="8" fill="#3949ab" />
        <path d="M9 22 15 8h2l6 14h-3l-1.4-3.5h-5.3L12 22Zm5.2-6h3.6L16 11.3Z" fill="#fff" />
      </Box>
      {withName && (
        <Typography component="span" sx={{ fontWeight: 700, fontSize: size * 0.6, letterSpacing: '-0.02em' }}>
          adcontrol
        </Typography>
      )}
    </Box>
  );
}
