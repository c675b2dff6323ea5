import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandMark } from './brand-mark';
import { columnSx } from './column-sx';

interface AuthLayoutProps {
  title: string;
  subtitle?: ReactNode;
  /** A status picture above the title (sent, confirmed, failed). */
  icon?: ReactNode;
  children?: ReactNode;
  /** Links under the card's content ("New to adcontrol? Create an account"). */
  footer?: ReactNode;
}

/** The signed-out pages: the brand panel beside one card holding the page's single h1. */
export function AuthLayout({ title, subtitle, icon, children, footer }: AuthLayoutProps) {
  const { t } = useTranslation();
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '1.1fr 1fr' },
        bgcolor: 'background.default',
      }}
    >
      <Box
        sx={{
          display: { xs: 'none', md: 'flex' },
          flexDirection: 'column',
          justifyContent: 'space-between',
          p: 6,
          color: '#fff',
          background: 'linear-gradient(140deg, #1a237e 0%, #3949ab 55%, #5c6bc0 100%)',
        }}
      >
        <BrandMark size={36} />
        <Box sx={{ maxWidth: 480 }}>
          <Typography component="p" sx={{ fontSize: '2.25rem', fontWeight: 700, lineHeight: 1.15, mb: 2 }}>
            {t('common.brand.title')}
          </Typography>
          <Typography component="p" sx={{ opacity: 0.9, fontSize: '1.05rem' }}>
            {t('common.brand.body')}
          </Typography>
        </Box>
        <Typography variant="body2" sx={{ opacity: 0.8 }}>
          {t('common.tagline')}
        </Typography>
      </Box>

      <Box sx={{ display: 'grid', placeItems: 'center', px: 2, py: { xs: 4, sm: 6 } }}>
        <Paper variant="outlined" sx={{ width: '100%', maxWidth: 440, p: { xs: 3, sm: 5 } }}>
          <Box sx={columnSx(3)}>
            <Box sx={{ display: { md: 'none' } }}>
              <BrandMark size={32} />
            </Box>
            {icon && <Box sx={{ display: 'flex', justifyContent: 'center', fontSize: 56 }}>{icon}</Box>}
            <Box sx={{ textAlign: icon ? 'center' : 'start' }}>
              <Typography variant="h1" gutterBottom={Boolean(subtitle)}>
                {title}
              </Typography>
              {subtitle && <Typography color="text.secondary">{subtitle}</Typography>}
            </Box>
            {children}
            {footer && (
              <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
                {footer}
              </Typography>
            )}
          </Box>
        </Paper>
      </Box>
    </Box>
  );
}
