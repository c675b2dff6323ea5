import type { LoginEvent } from '@adcontrol/domain/events/login-event';
import { formatCampaignDateTime } from '@adcontrol/domain/format/format';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useAccount } from '../../../entities/accounts/api/get-account';
import { fullName } from '../../../lib/account-names';

/** The admin who signed into the account, by name once known; by number until then or when gone. */
function ActingAdmin({ id }: { id: number }) {
  const { t } = useTranslation();
  const admin = useAccount(id);
  return admin.data
    ? t('activity.signIns.byAdminNamed', { name: fullName(admin.data) })
    : t('activity.signIns.byAdmin', { id });
}

/** Every sign-in attempt, newest first: who, whether it worked, from where and with what. */
export function SignInsTable({ events }: { events: readonly LoginEvent[] }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('activity.tabs.signIns')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('activity.columns.when')}</TableCell>
            <TableCell>{t('activity.columns.email')}</TableCell>
            <TableCell>{t('activity.columns.outcome')}</TableCell>
            <TableCell>{t('activity.columns.ip')}</TableCell>
            <TableCell>{t('activity.columns.device')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {events.map((event) => (
            <TableRow key={event.id} hover>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <bdi>{formatCampaignDateTime(event.createdAt)}</bdi>
              </TableCell>
              <TableCell>
                <bdi>{event.email}</bdi>
                {event.actingAccountId !== null && (
                  <Typography
                    component="span"
                    variant="body2"
                    color="text.secondary"
                    sx={{ display: 'block' }}
                  >
                    <ActingAdmin id={event.actingAccountId} />
                  </Typography>
                )}
              </TableCell>
              <TableCell>
                <Chip
                  size="small"
                  variant="outlined"
                  color={event.success ? 'success' : 'error'}
                  label={event.success ? t('activity.signIns.succeeded') : t('activity.signIns.failed')}
                />
              </TableCell>
              <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
                <bdi>{event.ip ?? '—'}</bdi>
              </TableCell>
              <TableCell sx={{ maxWidth: 280, overflowWrap: 'anywhere' }}>
                <Typography variant="body2" color="text.secondary">
                  {event.userAgent ?? '—'}
                </Typography>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
