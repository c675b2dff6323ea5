import AddOutlined from '@mui/icons-material/AddOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const ROW_KEYS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'];

interface ListSkeletonProps {
  /** How many rows are on their way; ten at the most. */
  rows: number;
  /** Rows with a tall shape (a picture) keep less room around it. */
  isDense?: boolean;
  /** One row's grey shapes, repeated on every row. */
  children: ReactNode;
}

/** A list's rows in grey while they come, shaped like the ones on their way and announced once as loading. */
export function ListSkeleton({ rows, isDense = false, children }: ListSkeletonProps) {
  const { t } = useTranslation();
  const room = isDense ? { gap: 1.5, py: 1 } : { gap: 2, py: 1.25 };
  return (
    <Box sx={{ px: 2, pb: 2, display: 'grid', gap: 0.5 }} role="status" aria-label={t('common.loading')}>
      {ROW_KEYS.slice(0, rows).map((row) => (
        <Box key={row} sx={{ display: 'flex', alignItems: 'center', ...room }}>
          {children}
        </Box>
      ))}
    </Box>
  );
}

interface EmptyListProps {
  /** The list's icon, drawn large and grey; the title says it, so screen readers skip it. */
  icon: typeof SvgIcon;
  /** A search or filter hides every row, rather than there being none. */
  isFiltered: boolean;
  onClear: () => void;
  /** Where the first one is made; without it (a role that may not make one) there is no such button. */
  createTo?: string;
  /** The list's words: with no row at all, with none matching, and the two buttons. */
  texts: {
    title: string;
    body: string;
    noMatchTitle: string;
    noMatchBody: string;
    clear: string;
    create: string;
  };
}

/** A list with no row: why (none yet, or none matching), and the one way on (make the first, clear the filters). */
export function EmptyList({ icon: Icon, isFiltered, onClear, createTo, texts }: EmptyListProps) {
  return (
    <Box sx={{ py: 6, px: 2, display: 'grid', justifyItems: 'center', gap: 1.5, textAlign: 'center' }}>
      <Icon sx={{ fontSize: 48, color: 'text.disabled' }} aria-hidden />
      <Typography variant="h2" component="p">
        {isFiltered ? texts.noMatchTitle : texts.title}
      </Typography>
      <Typography color="text.secondary">{isFiltered ? texts.noMatchBody : texts.body}</Typography>
      {isFiltered && <Button onClick={onClear}>{texts.clear}</Button>}
      {!isFiltered && createTo !== undefined && (
        <Button component={Link} to={createTo} variant="contained" startIcon={<AddOutlined />}>
          {texts.create}
        </Button>
      )}
    </Box>
  );
}
