import type { Campaign } from '@adcontrol/domain/campaigns/campaign';
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

/**
 * The daily capping per delivery server and in all (SPEC 3), and which server delivers: setting a source
 * makes its values the total (SPEC 4).
 */
export function CappingTable({ campaign }: { campaign: Campaign }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { capping } = campaign;
  const rows = [
    { key: 'newton', label: t('campaignDetail.sources.newton'), values: capping.newton },
    { key: 'sinew', label: t('campaignDetail.sources.sinew'), values: capping.sinew },
    { key: 'total', label: t('campaignDetail.capping.total'), values: capping },
  ];
  const title = t('campaignDetail.capping.title');
  return (
    <SectionCard
      title={title}
      subtitle={[
        t('campaignDetail.capping.source', {
          source: t(`campaignDetail.sources.${campaign.source ?? 'all'}`),
        }),
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
            {rows.map((row) => (
              <TableRow
                key={row.key}
                sx={row.key === 'total' ? { '& th, & td': { fontWeight: 700 } } : undefined}
              >
                <TableCell component="th" scope="row">
                  {row.label}
                </TableCell>
                <TableCell align="right">
                  <Figure>{format.number(row.values.impressions)}</Figure>
                </TableCell>
                <TableCell align="right">
                  <Figure>{format.number(row.values.clicks)}</Figure>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </SectionCard>
  );
}
