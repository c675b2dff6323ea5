import type { HomeSpend } from '@adcontrol/domain/home/summary';
import { useTranslation } from 'react-i18next';
import { SpendCard as CurrencySpendCard } from '../../../components/spend-card';

/** Budget of the campaigns in progress, spent so far, one line per currency (never converted). */
export function SpendCard({ spend }: { spend: readonly HomeSpend[] }) {
  const { t } = useTranslation();
  return (
    <CurrencySpendCard
      spend={spend}
      idPrefix="spend"
      texts={{
        title: t('home.spend.title'),
        subtitle: t('home.spend.subtitle'),
        empty: t('home.spend.empty'),
        campaigns: (count) => t('home.spend.campaigns', { count }),
        spentOf: (spent, budget) => t('home.spend.spentOf', { spent, budget }),
      }}
    />
  );
}
