import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** The frame of the audience pages inside the shell: the way back to the list, the title, the content. */
export function AudiencePageFrame({
  title,
  subtitle,
  maxWidth = 'xl',
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  maxWidth?: 'md' | 'xl';
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Container component="main" maxWidth={maxWidth} sx={{ py: { xs: 3, md: 5 }, px: { xs: 1.5, sm: 3 } }}>
      <Button
        component={Link}
        to={paths.audiences()}
        startIcon={
          <ArrowBackOutlined
            sx={(theme) => ({ transform: theme.direction === 'rtl' ? 'scaleX(-1)' : 'none' })}
          />
        }
        sx={{ mb: 1, ms: -1 }}
      >
        {t('screens.audience')}
      </Button>
      <Box sx={{ mb: 3 }}>
        <Typography variant="h1" gutterBottom={Boolean(subtitle)} sx={{ overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        {subtitle && <Typography color="text.secondary">{subtitle}</Typography>}
      </Box>
      {children}
    </Container>
  );
}
