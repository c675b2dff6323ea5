import type { ReactNode } from 'react';
import { Figure } from '../../../components/figure';
import { FigureCard } from '../../../components/figure-card';

interface KpiCardProps {
  label: string;
  /** The figure, formatted. */
  value: string;
  icon: ReactNode;
  /** Lines under the figure: a trend, yesterday's figure, a breakdown. */
  children?: ReactNode;
}

/** One of Home's headline figures, its icon beside its name. */
export function KpiCard({ label, value, icon, children }: KpiCardProps) {
  return (
    <FigureCard size="large" label={label} value={<Figure>{value}</Figure>} icon={icon}>
      {children}
    </FigureCard>
  );
}
