import type { Campaign } from '@adcontrol/domain/campaigns/campaign';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../lib/use-can';
import { useFormatters } from '../../../lib/use-formatters';
import { CampaignProofDialog } from './campaign-proof-dialog';
import { CampaignPaymentChip } from './status-chips';

/** On a campaign's page: whether it is paid, and the campaign proof of payment modal (SPEC 2). */
export function CampaignPaymentSection({ campaign }: { campaign: Campaign }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const pays = useCan('payments.make');
  const [isOpen, setOpen] = useState(false);
  const { payment } = campaign;
  if (!payment || !pays) return null;
  const money = (amount: number) => format.currency(amount, payment.currency);
  return (
    <Card
      component="section"
      aria-labelledby="campaign-payment-title"
      sx={{
        mb: { xs: 2, md: 3 },
        p: { xs: 2, md: 2.5 },
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 2,
      }}
    >
      <Box sx={{ flex: '1 1 260px', minWidth: 0, display: 'grid', gap: 0.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
          <Typography id="campaign-payment-title" variant="h2">
            {t('payments.campaign.title')}
          </Typography>
          <CampaignPaymentChip state={payment.state} />
        </Box>
        <Typography color="text.secondary">
          <bdi>
            {t('payments.campaign.approved', {
              approved: money(payment.approved),
              budget: money(payment.budget),
            })}
          </bdi>
          {payment.pending > 0 && (
            <>
              {' · '}
              <bdi>{t('payments.campaign.pending', { pending: money(payment.pending) })}</bdi>
            </>
          )}
        </Typography>
      </Box>
      <Button variant="outlined" startIcon={<ReceiptLongOutlined />} onClick={() => setOpen(true)}>
        {t('payments.campaign.openProof')}
      </Button>
      {isOpen && <CampaignProofDialog campaign={campaign} onClose={() => setOpen(false)} />}
    </Card>
  );
}
