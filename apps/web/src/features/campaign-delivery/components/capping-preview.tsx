import type { Source } from '@adcontrol/domain/shared/enums';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Figure } from '../../../components/figure';
import { useFormatters } from '../../../lib/use-formatters';
import { type CappingPlan, type SourceChoice, sharePercent } from '../hooks/capping-plan';

const SERVERS: readonly Source[] = ['newton', 'sinew'];

/** What saving will store, by the same rules as the server: each server's part, its share, and the total. */
export function CappingPreview({ plan, source }: { plan: CappingPlan; source: SourceChoice }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const titleId = useId();
  const delivers = (server: Source) => source === 'all' || source === server;
  return (
    <section aria-labelledby={titleId}>
      {/* Narrower cells on a phone, so the four columns fit a 375 px dialog without scrolling. */}
      <Table size="small" aria-labelledby={titleId} sx={{ '& th, & td': { px: { xs: 1, sm: 2 } } }}>
        <caption id={titleId} style={{ captionSide: 'top', padding: '0 0 8px', textAlign: 'start' }}>
          {t('delivery.capping.preview')}
        </caption>
        <TableHead>
          <TableRow>
            <TableCell>{t('delivery.capping.server')}</TableCell>
            <TableCell align="right">{t('delivery.capping.share')}</TableCell>
            <TableCell align="right">{t('delivery.fields.impressions')}</TableCell>
            <TableCell align="right">{t('delivery.fields.clicks')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {SERVERS.map((server) => (
            <TableRow key={server} sx={{ opacity: delivers(server) ? 1 : 0.6 }}>
              <TableCell component="th" scope="row">
                {t(`delivery.servers.${server}`)}
                {!delivers(server) && ` (${t('delivery.capping.kept')})`}
              </TableCell>
              <TableCell align="right">
                <Figure>{format.percentage(sharePercent(plan.shares, server))}</Figure>
              </TableCell>
              <TableCell align="right">
                <Figure>{format.number(plan[server].impressions)}</Figure>
              </TableCell>
              <TableCell align="right">
                <Figure>{format.number(plan[server].clicks)}</Figure>
              </TableCell>
            </TableRow>
          ))}
          <TableRow sx={{ '& > *': { fontWeight: 700 } }}>
            <TableCell component="th" scope="row">
              {t(`delivery.capping.totalOn.${source}`)}
            </TableCell>
            <TableCell />
            <TableCell align="right">
              <Figure>{format.number(plan.total.impressions)}</Figure>
            </TableCell>
            <TableCell align="right">
              <Figure>{format.number(plan.total.clicks)}</Figure>
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </section>
  );
}
