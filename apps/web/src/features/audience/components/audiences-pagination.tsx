import TablePagination from '@mui/material/TablePagination';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '../hooks/use-audience-list-filter';

interface AudiencesPaginationProps {
  total: number;
  /** 1-based, as the API counts. */
  page: number;
  limit: number;
  onPage: (page: number) => void;
  onLimit: (limit: number) => void;
}

export function AudiencesPagination({ total, page, limit, onPage, onLimit }: AudiencesPaginationProps) {
  const { t } = useTranslation();
  const lastPage = Math.max(0, Math.ceil(total / limit) - 1);
  return (
    <TablePagination
      component="div"
      count={total}
      page={Math.min(page - 1, lastPage)}
      rowsPerPage={limit}
      rowsPerPageOptions={[...PAGE_SIZES]}
      onPageChange={(_, next) => onPage(next + 1)}
      onRowsPerPageChange={(event) => onLimit(Number(event.target.value))}
      labelRowsPerPage={t('audience.list.rowsPerPage')}
      labelDisplayedRows={({ from, to, count }) => (
        <bdi>{t('audience.list.displayedRows', { from, to, count })}</bdi>
      )}
      getItemAriaLabel={(type) => t(`audience.list.goTo.${type}`)}
      sx={{ borderTop: 1, borderColor: 'divider' }}
    />
  );
}
