import type { Campaign } from '@adcontrol/domain/campaigns/campaign';
import type { CappingValues } from '@adcontrol/domain/rules/capping';
import type { Source } from '@adcontrol/domain/shared/enums';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Figure } from '../../../components/figure';
import { SectionCard } from '../../../components/section-card';
import { useFormatters } from '../../../lib/use-formatters';

const SERVERS: readonly Source[] = ['newton', 'sinew'];

interface CappingLine {
  key: string;
  label: string;
  /** Why the line carries no figures, or what its figures are. */
  note?: string;
  values: CappingValues | null;
  isTotal?: boolean;
}

/**
 * The servers that deliver the campaign: those linked to it, unless a source names one of them (SPEC 4: setting
 * a source makes its values the total; with none, or both, the two are summed).
 */
function deliveringServers({ source, linked }: Campaign): Source[] {
  return SERVERS.filter(
    (server) => linked[server] && (source === server || source === 'all' || source === null),
  );
}

/**
 * The daily capping per delivery server and in all (SPEC 3). The total adds up the servers that deliver, so it
 * is always what the lines above it make; a server that does not deliver shows why instead of figures, and a
 * campaign on no server yet shows the capping set for it, waiting to be split between them.
 */
function cappingLines(campaign: Campaign, delivering: readonly Source[], t: TFunction): CappingLine[] {
  const { capping, linked } = campaign;
  const servers = SERVERS.map((server): CappingLine => {
    const label = t(`campaignDetail.sources.${server}`);
    if (delivering.includes(server)) return { key: server, label, values: capping[server] };
    const note = linked[server] ? 'notDelivering' : 'notLinked';
    return { key: server, label, note: t(`campaignDetail.capping.${note}`), values: null };
  });
  if (delivering.length === 0) {
    const label = t('campaignDetail.capping.unassigned');
    const note = t('campaignDetail.capping.unassignedNote');
    return [...servers, { key: 'total', label, note, values: capping, isTotal: true }];
  }
  const sum = (metric: keyof CappingValues) =>
    delivering.reduce((total, server) => total + capping[server][metric], 0);
  const label = t('campaignDetail.capping.totalOn', { source: sourceName(delivering, t) });
  const values = { impressions: sum('impressions'), clicks: sum('clicks') };
  return [...servers, { key: 'total', label, values, isTotal: true }];
}

function sourceName(delivering: readonly Source[], t: TFunction): string {
  return t(`campaignDetail.sources.${delivering.length === 1 ? delivering[0] : 'all'}`);
}

export function CappingTable({ campaign }: { campaign: Campaign }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { capping } = campaign;
  const delivering = deliveringServers(campaign);
  const figure = (value: number | undefined) => (
    <Figure>{value === undefined ? '—' : format.number(value)}</Figure>
  );
  return (
    <SectionCard
      title={t('campaignDetail.capping.title')}
      subtitle={[
        delivering.length === 0
          ? t('campaignDetail.capping.noSource')
          : t('campaignDetail.capping.source', { source: sourceName(delivering, t) }),
        capping.empower ? t('campaignDetail.capping.empowered') : null,
      ]
        .filter(Boolean)
        .join(' · ')}
    >
      <Box sx={{ '& th, & td': { px: 1 } }}>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell scope="col">{t('campaignDetail.capping.server')}</TableCell>
              <TableCell scope="col" align="right">
                {t('campaignDetail.metrics.impressions')}
              </TableCell>
              <TableCell scope="col" align="right">
                {t('campaignDetail.metrics.clicks')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {cappingLines(campaign, delivering, t).map((line) => (
              <TableRow key={line.key} sx={line.isTotal ? { '& th, & td': { fontWeight: 700 } } : undefined}>
                <TableCell component="th" scope="row">
                  {line.label}
                  {/* A space, not a margin, so the note keeps its distance in either direction. */}
                  {line.note && ' '}
                  {line.note && (
                    <Typography variant="caption" color="text.secondary" component="span">
                      {`(${line.note})`}
                    </Typography>
                  )}
                </TableCell>
                <TableCell align="right">{figure(line.values?.impressions)}</TableCell>
                <TableCell align="right">{figure(line.values?.clicks)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </SectionCard>
  );
}
