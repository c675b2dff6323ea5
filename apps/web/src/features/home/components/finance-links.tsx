import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useCan } from '../../../lib/use-can';

function FinanceLink({
  to,
  icon,
  title,
  hint,
}: {
  to: string;
  icon: ReactNode;
  title: string;
  hint: string;
}) {
  return (
    <Card variant="outlined" sx={{ flex: '1 1 260px', minWidth: 0 }}>
      <CardActionArea
        component={Link}
        to={to}
        sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 1.5 }}
      >
        <Box aria-hidden sx={{ color: 'primary.main', display: 'flex' }}>
          {icon}
        </Box>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography sx={{ fontWeight: 700 }}>{title}</Typography>
          <Typography variant="body2" color="text.secondary">
            {hint}
          </Typography>
        </Box>
      </CardActionArea>
    </Card>
  );
}

/** SPEC's side menu has no place for them, so Home leads to the expense report and to payments. */
export function FinanceLinks() {
  const { t } = useTranslation();
  // Who reads what: the same table the expense and payment endpoints' access comes from (docs/decisions/058).
  const canReadExpenses = useCan('expenses.read');
  const canReadPayments = useCan('payments.make');
  if (!canReadExpenses && !canReadPayments) return null;
  return (
    <Box
      component="nav"
      aria-label={t('home.finance.title')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: { xs: 1.5, md: 2 }, mb: { xs: 2, md: 3 } }}
    >
      {canReadExpenses && (
        <FinanceLink
          to={paths.expenses()}
          icon={<RequestQuoteOutlined />}
          title={t('home.finance.expenses')}
          hint={t('home.finance.expensesHint')}
        />
      )}
      {canReadPayments && (
        <FinanceLink
          to={paths.payments()}
          icon={<PaymentsOutlined />}
          title={t('home.finance.payments')}
          hint={t('home.finance.paymentsHint')}
        />
      )}
    </Box>
  );
}
