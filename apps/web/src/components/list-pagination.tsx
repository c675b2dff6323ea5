import TablePagination from '@mui/material/TablePagination';
import { useTranslation } from 'react-i18next';

interface ListPaginationProps {
  total: number;
  /** 1-based, as the API counts. */
  page: number;
  limit: number;
  pageSizes: readonly number[];
  onPage: (page: number) => void;
  onLimit: (limit: number) => void;
}

/** The pager under a list screen's table or cards, in the reader's language, in reading order in RTL. */
export function ListPagination({ total, page, limit, pageSizes, onPage, onLimit }: ListPaginationProps) {
  const { t } = useTranslation();
  const lastPage = Math.max(0, Math.ceil(total / limit) - 1);
  return (
    <TablePagination
      component="div"
      count={total}
      page={Math.min(page - 1, lastPage)}
      rowsPerPage={limit}
      rowsPerPageOptions={[...pageSizes]}
      onPageChange={(_, next) => onPage(next + 1)}
      onRowsPerPageChange={(event) => onLimit(Number(event.target.value))}
      labelRowsPerPage={t('common.pagination.rowsPerPage')}
      // bdi keeps "1–25 of 142" in reading order inside a right-to-left layout.
      labelDisplayedRows={({ from, to, count }) => (
        <bdi>{t('common.pagination.displayedRows', { from, to, count })}</bdi>
      )}
      getItemAriaLabel={(type) => t(`common.pagination.goTo.${type}`)}
      sx={{ borderTop: 1, borderColor: 'divider' }}
    />
  );
}
