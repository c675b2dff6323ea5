import type { Audience } from '@adcontrol/domain/audiences/audience';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { useAudienceFormatters } from '../hooks/use-audience-formatters';
import { AudienceRowActions } from './audience-row-actions';
import { FilterChips } from './filter-chips';

const COLUMNS = ['name', 'filters', 'size', 'owner', 'created', 'updated'] as const;

export interface AudiencesViewProps {
  audiences: readonly Audience[];
  onDelete: (audience: Audience) => void;
}

export function AudiencesTable({ audiences, onDelete }: AudiencesViewProps) {
  const { t } = useTranslation();
  const format = useAudienceFormatters();
  return (
    <TableContainer>
      <Table aria-label={t('screens.audience')} sx={{ minWidth: 900 }}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell
                key={column}
                align={column === 'size' ? 'right' : 'left'}
                sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
              >
                {t(`audience.columns.${column}`)}
              </TableCell>
            ))}
            <TableCell align="right" sx={{ fontWeight: 600 }}>
              {t('audience.columns.actions')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {audiences.map((audience) => (
            <TableRow key={audience._id} hover>
              <TableCell sx={{ maxWidth: 240, fontWeight: 500, overflowWrap: 'anywhere' }}>
                <Link
                  component={RouterLink}
                  to={paths.editAudience(audience._id)}
                  underline="hover"
                  color="inherit"
                >
                  {audience.name}
                </Link>
              </TableCell>
              <TableCell sx={{ maxWidth: 360 }}>
                <FilterChips filters={audience.filters} />
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                <bdi>{format.size(audience.size)}</bdi>
              </TableCell>
              <TableCell>{audience.ownerName ?? '—'}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <bdi dir="ltr">{format.date(audience.createdAt)}</bdi>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <bdi dir="ltr">{format.date(audience.updatedAt)}</bdi>
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap', py: 0.5 }}>
                <AudienceRowActions audience={audience} onDelete={onDelete} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
