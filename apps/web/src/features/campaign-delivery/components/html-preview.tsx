import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PreviewFrame } from '../../../components/preview-frame';

/** Where a creative has no size of its own: a phone interstitial. */
const DEFAULT_SIZE = { width: 320, height: 480 };

interface HtmlPreviewProps {
  html: string;
  name: string;
  width?: number | null | undefined;
  height?: number | null | undefined;
}

/**
 * Typed HTML drawn only on request and only in a sandboxed frame (ARCHITECTURE 9): it never runs in the app's
 * origin, and it does not re-run its scripts at every keystroke.
 */
export function HtmlPreview({ html, name, width, height }: HtmlPreviewProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState<string | null>(null);
  const size = width && height ? { width, height } : DEFAULT_SIZE;
  return (
    <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
      <Button variant="outlined" size="small" disabled={html.trim() === ''} onClick={() => setShown(html)}>
        {t(shown === null ? 'delivery.html.preview' : 'delivery.html.refresh')}
      </Button>
      {shown !== null && (
        <Box sx={{ bgcolor: 'action.hover', p: 1.5, borderRadius: 1, justifySelf: 'stretch' }}>
          <PreviewFrame html={shown} {...size} title={t('delivery.html.previewOf', { name })} />
          <Typography
            variant="caption"
            color="text.secondary"
            sx={{ display: 'block', mt: 1, textAlign: 'center' }}
          >
            {t('delivery.html.sandboxed')}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
