import type { Payment } from '@adcontrol/domain/payments/payment';
import AddOutlined from '@mui/icons-material/AddOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListError, ListPageHeader } from '../../../components/list-page';
import { ListPagination } from '../../../components/list-pagination';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/error-text';
import { useCan } from '../../../lib/use-can';
import { usePayments } from '../api/get-payments';
import { PAGE_SIZES, usePaymentListState } from '../hooks/use-payment-list-state';
import { MethodsDialog } from './methods-dialog';
import { PaymentFilters } from './payment-filters';
import { type Decision, PaymentItem, paymentColumns } from './payment-item';
import { ReviewDialog } from './review-dialog';

/** /payments: the payments of the caller's scope, filtered and paged; admins approve or reject them. */
export function PaymentsPage() {
  const { t } = useTranslation();
  const isAdmin = useCan('payments.review');
  const seesAdvertiser = useCan('campaigns.seeAdvertiser');
  const { filter, paging, changeFilter, clearFilter, setPage, setLimit } = usePaymentListState();
  const [reviewing, setReviewing] = useState<{ payment: Payment; decision: Decision } | null>(null);
  const [isManagingMethods, setManagingMethods] = useState(false);
  const list = usePayments({ ...filter, ...paging });
  const { data } = list;
  const hasFilters = Object.values(filter).some((value) => value !== undefined);

  return (
    <Container component="main" maxWidth="xl" sx={{ py: { xs: 3, md: 5 }, px: { xs: 1.5, sm: 3 } }}>
      <ListPageHeader
        title={t('screens.payments')}
        summary={data ? t('payments.list.total', { count: data.total }) : t('payments.list.subtitle')}
      >
        {isAdmin && <Button onClick={() => setManagingMethods(true)}>{t('payments.methods.manage')}</Button>}
        <Button component={Link} to={paths.createPayment()} variant="contained" startIcon={<AddOutlined />}>
          {t('payments.list.create')}
        </Button>
      </ListPageHeader>
      <Card>
        <Box sx={{ p: { xs: 2, sm: 2.5 } }}>
          <PaymentFilters
            filter={filter}
            hasAdvertiserFilter={seesAdvertiser}
            onChange={changeFilter}
            onClear={clearFilter}
          />
        </Box>
        <Box sx={{ height: 4 }}>{list.isFetching && data && <LinearProgress aria-hidden />}</Box>
        {list.isError && <ListError message={errorText(list.error, t)} onRetry={() => void list.refetch()} />}
        {list.isPending && !list.isError && (
          <Box sx={{ px: 2.5, pb: 2 }} role="status" aria-label={t('common.loading')}>
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} height={72} />
            ))}
          </Box>
        )}
        {data && data.items.length === 0 && (
          <Box sx={{ py: 6, px: 2, display: 'grid', justifyItems: 'center', gap: 1.5, textAlign: 'center' }}>
            <PaymentsOutlined sx={{ fontSize: 48, color: 'text.disabled' }} aria-hidden />
            <Typography>
              {hasFilters ? t('payments.list.emptyFiltered') : t('payments.list.empty')}
            </Typography>
          </Box>
        )}
        {data && data.items.length > 0 && (
          <Box
            component="ul"
            aria-label={t('payments.list.label')}
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: { md: 'grid' },
              gridTemplateColumns: { md: paymentColumns(isAdmin) },
            }}
          >
            {data.items.map((payment) => (
              <PaymentItem
                key={payment.id}
                payment={payment}
                canReview={isAdmin}
                onReview={(chosen, decision) => setReviewing({ payment: chosen, decision })}
              />
            ))}
          </Box>
        )}
        {data && data.total > 0 && (
          <ListPagination
            total={data.total}
            page={paging.page}
            limit={paging.limit}
            pageSizes={PAGE_SIZES}
            onPage={setPage}
            onLimit={setLimit}
          />
        )}
      </Card>
      {reviewing && (
        <ReviewDialog
          payment={reviewing.payment}
          decision={reviewing.decision}
          onClose={() => setReviewing(null)}
        />
      )}
      {isManagingMethods && <MethodsDialog onClose={() => setManagingMethods(false)} />}
    </Container>
  );
}
