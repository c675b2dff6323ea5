import type { ProgrammaticDeal } from '@adcontrol/domain/campaigns/programmatic';
import { canActivateDeal, canPauseDeal } from '@adcontrol/domain/rules/deal-status';
import BarChartOutlined from '@mui/icons-material/BarChartOutlined';
import PauseOutlined from '@mui/icons-material/PauseOutlined';
import PlayArrowOutlined from '@mui/icons-material/PlayArrowOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import type { Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Figure } from '../../../components/figure';
import { useFormatters } from '../../../lib/use-formatters';
import { DealStatusChip } from './deal-status-chip';

const COLUMNS = [
  'deal',
  'status',
  'advertiser',
  'dates',
  'budget',
  'impressions',
  'clicks',
  'ctr',
  'actions',
] as const;
const NUMERIC = new Set<string>(['budget', 'impressions', 'clicks', 'ctr']);

/**
 * The actions stay in view at the row's end while a narrow screen scrolls the figures sideways (the theme's RTL
 * styles move them to the left in right-to-left); a stuck cell needs an opaque background, hover tint included.
 */
const stuckActions = (theme: Theme) => ({
  position: 'sticky' as const,
  right: 0,
  zIndex: 1,
  backgroundColor: theme.palette.background.paper,
  borderLeft: `1px solid ${theme.palette.divider}`,
  '.MuiTableRow-hover:hover > &': {
    backgroundImage: `linear-gradient(${theme.palette.action.hover}, ${theme.palette.action.hover})`,
  },
});

interface DealsTableProps {
  deals: readonly ProgrammaticDeal[];
  pendingId: number | null;
  onToggle: (deal: ProgrammaticDeal) => void;
  onOpen: (deal: ProgrammaticDeal) => void;
}

/** The deals of a page: status chips, delivery figures, and pause or activate where the status allows. */
export function DealsTable({ deals, pendingId, onToggle, onOpen }: DealsTableProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table
        size="small"
        aria-label={t('programmatics.tableLabel')}
        // Separate borders travel with the stuck cells; collapsed ones stay behind.
        sx={{
          minWidth: 'max-content',
          borderCollapse: 'separate',
          borderSpacing: 0,
          '& td, & th': { px: 1.25 },
        }}
      >
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell
                key={column}
                align={NUMERIC.has(column) ? 'right' : 'left'}
                sx={[{ fontWeight: 600, whiteSpace: 'nowrap' }, column === 'actions' ? stuckActions : {}]}
              >
                {t(`programmatics.columns.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {deals.map((deal) => (
            <TableRow key={deal.id} hover>
              <TableCell sx={{ minWidth: 160, maxWidth: 210 }}>
                <Link
                  component="button"
                  type="button"
                  underline="hover"
                  color="inherit"
                  onClick={() => onOpen(deal)}
                  sx={{ fontWeight: 500, textAlign: 'start', overflowWrap: 'anywhere' }}
                >
                  {deal.name}
                </Link>
                {/* The id and the type under the name keep the table within a laptop's width. */}
                <Typography variant="caption" color="text.secondary" component="div">
                  <Figure>{deal.exchangeDealId}</Figure> · <span>{t(`programmatics.type.${deal.type}`)}</span>
                </Typography>
              </TableCell>
              <TableCell>
                <DealStatusChip status={deal.status} />
              </TableCell>
              <TableCell sx={{ minWidth: 110, maxWidth: 150 }}>{deal.advertiserName ?? '—'}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {/* Start over end, in two short lines. */}
                <Figure>{format.campaignDate(deal.startDate)} –</Figure>
                <Box component="span" sx={{ display: 'block' }}>
                  <Figure>{format.campaignDate(deal.endDate)}</Figure>
                </Box>
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <Figure>{format.wholeCurrency(deal.budget, deal.currency)}</Figure>
              </TableCell>
              <TableCell align="right">
                <Figure>{format.number(deal.impressions)}</Figure>
              </TableCell>
              <TableCell align="right">
                <Figure>{format.number(deal.clicks)}</Figure>
              </TableCell>
              <TableCell align="right">
                <Figure>{format.ctr(deal.ctr)}</Figure>
              </TableCell>
              <TableCell sx={stuckActions}>
                <RowActions
                  deal={deal}
                  isPending={pendingId === deal.id}
                  onToggle={onToggle}
                  onOpen={onOpen}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

interface RowActionsProps {
  deal: ProgrammaticDeal;
  isPending: boolean;
  onToggle: (deal: ProgrammaticDeal) => void;
  onOpen: (deal: ProgrammaticDeal) => void;
}

function RowActions({ deal, isPending, onToggle, onOpen }: RowActionsProps) {
  const { t } = useTranslation();
  const canPause = canPauseDeal(deal.status);
  const canActivate = canActivateDeal(deal.status);
  const toggleLabel = t(canActivate ? 'programmatics.actions.activate' : 'programmatics.actions.pause', {
    name: deal.name,
  });
  const statisticsLabel = t('programmatics.actions.statistics', { name: deal.name });
  return (
    <Box sx={{ display: 'flex', gap: 0.5 }}>
      <Tooltip title={statisticsLabel}>
        <IconButton size="small" aria-label={statisticsLabel} onClick={() => onOpen(deal)}>
          <BarChartOutlined />
        </IconButton>
      </Tooltip>
      {(canPause || canActivate) && (
        <Tooltip title={toggleLabel}>
          <span>
            <IconButton
              size="small"
              aria-label={toggleLabel}
              disabled={isPending}
              color={canActivate ? 'success' : 'warning'}
              onClick={() => onToggle(deal)}
            >
              {canActivate ? <PlayArrowOutlined /> : <PauseOutlined />}
            </IconButton>
          </span>
        </Tooltip>
      )}
    </Box>
  );
}
