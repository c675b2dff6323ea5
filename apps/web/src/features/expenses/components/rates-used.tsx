import type { UsedRate } from '@adcontrol/domain/expenses/expenses';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { Figure } from '../../../components/figure';
import { SectionCard } from '../../../components/section-card';
import { useFormatters } from '../../../lib/use-formatters';

/** Every rate the period was converted with, so a figure can be checked by hand. */
export function RatesUsed({ rates }: { rates: readonly UsedRate[] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <SectionCard title={t('expenses.rates.title')} subtitle={t('expenses.rates.subtitle')}>
      <Box
        role="region"
        aria-label={t('expenses.rates.title')}
        tabIndex={0}
        sx={{ overflow: 'auto', maxHeight: 320 }}
      >
        <Table size="small" stickyHeader>
          <TableHead>
            <TableRow>
              <TableCell scope="col">{t('expenses.rates.currency')}</TableCell>
              <TableCell scope="col">{t('expenses.rates.date')}</TableCell>
              <TableCell scope="col" align="right">
                {t('expenses.rates.perUsd')}
              </TableCell>
              <TableCell scope="col">{t('expenses.rates.source')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rates.map((rate) => (
              <TableRow key={`${rate.currency}-${rate.date}-${rate.source}`}>
                <TableCell>{rate.currency}</TableCell>
                <TableCell>
                  <Figure>{format.day(rate.date)}</Figure>
                </TableCell>
                <TableCell align="right">
                  <Figure>{format.number(rate.perUsd, 4)}</Figure>
                </TableCell>
                <TableCell>{t(`expenses.rates.${rate.source}`)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </SectionCard>
  );
}
