import type { AdvertiserSpend } from '@adcontrol/domain/advertisers/overview';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Figure } from '../../../components/figure';
import { SpendCard as CurrencySpendCard } from '../../../components/spend-card';

/** Budget, spend and what is left, one line per currency (never converted), of the campaigns of the days. */
export function SpendCard({ spend }: { spend: readonly AdvertiserSpend[] }) {
  const { t } = useTranslation();
  return (
    <CurrencySpendCard
      spend={spend}
      idPrefix="advertiser-spend"
      texts={{
        title: t('advertiser.spend.title'),
        subtitle: t('advertiser.spend.subtitle'),
        empty: t('advertiser.spend.empty'),
        campaigns: (count) => t('advertiser.spend.campaigns', { count }),
        spentOf: (spent, budget) => t('advertiser.spend.spentOf', { spent, budget }),
      }}
      details={(line, money) => (
        <>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            <Figure>{t('advertiser.spend.left', { left: money(line.left) })}</Figure>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            <Figure>{t('advertiser.spend.inPeriod', { spent: money(line.spentInPeriod) })}</Figure>
          </Typography>
        </>
      )}
    />
  );
}
