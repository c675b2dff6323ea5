import type { ReportSchedule } from '@adcontrol/domain/scheduled-reports/schedule';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import ForwardToInboxOutlined from '@mui/icons-material/ForwardToInboxOutlined';
import PauseCircleOutlined from '@mui/icons-material/PauseCircleOutlined';
import PlayCircleOutlined from '@mui/icons-material/PlayCircleOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { saveFailureText } from '../../../lib/error-text';
import { useSnackbar } from '../../../lib/notifications';
import { useFormatters } from '../../../lib/use-formatters';
import { useDeleteReportSchedule } from '../api/delete-report-schedule';
import { useSendReportNow } from '../api/send-report-schedule';
import { useSetScheduleActive } from '../api/update-report-schedule';
import { weekdayName } from './schedule-texts';

/** One scheduled report: what, how often, when next; pause or resume, and delete after asking. */
export function ScheduleItem({ schedule }: { schedule: ReportSchedule }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { enqueueSnackbar } = useSnackbar();
  const setActive = useSetScheduleActive();
  const remove = useDeleteReportSchedule();
  const sendNow = useSendReportNow();
  const [isConfirming, setConfirming] = useState(false);
  const name = schedule.targetName ?? t('scheduledReports.list.unavailable', { id: schedule.targetId });
  const when =
    schedule.frequency === 'weekly'
      ? t('scheduledReports.list.weekly', { day: weekdayName(schedule.day, format.language) })
      : t('scheduledReports.list.monthly', { day: schedule.day });
  const details = [
    t(`scheduledReports.kinds.${schedule.kind}`),
    when,
    t(`scheduledReports.formats.${schedule.format}`),
    t(`common.languages.${schedule.language}`),
  ].join(' · ');
  const toggle = () =>
    setActive.mutate(
      { id: schedule.id, isActive: !schedule.isActive },
      {
        onSuccess: (saved) =>
          enqueueSnackbar(t(saved.isActive ? 'scheduledReports.resumed' : 'scheduledReports.paused'), {
            variant: 'success',
          }),
        onError: (error) =>
          enqueueSnackbar(saveFailureText(error, t, t('scheduledReports.updateFailed')), {
            variant: 'error',
          }),
      },
    );
  const toggleLabel = t(
    schedule.isActive ? 'scheduledReports.actions.pause' : 'scheduledReports.actions.resume',
    {
      name,
    },
  );
  const deleteLabel = t('scheduledReports.actions.delete', { name });
  const sendLabel = t('scheduledReports.actions.sendNow', { name });
  const send = () =>
    sendNow.mutate(schedule.id, {
      onSuccess: (sent) =>
        enqueueSnackbar(
          t('scheduledReports.sentNow', {
            email: sent.sentTo,
            from: format.day(sent.periodStart),
            to: format.day(sent.periodEnd),
          }),
          { variant: 'success' },
        ),
      onError: (error) =>
        enqueueSnackbar(saveFailureText(error, t, t('scheduledReports.sendFailed')), { variant: 'error' }),
    });

  return (
    <ListItem
      divider
      disableGutters
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', py: 1.5 }}
    >
      <Box sx={{ flex: '1 1 16rem', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{name}</Typography>
        <Typography variant="body2" color="text.secondary">
          {details}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {schedule.isActive
            ? t('scheduledReports.list.next', { date: format.campaignDate(schedule.nextRunAt) })
            : t('scheduledReports.list.pausedHint')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {schedule.lastSentAt
            ? t('scheduledReports.list.lastSent', { date: format.campaignDate(schedule.lastSentAt) })
            : t('scheduledReports.list.neverSent')}
        </Typography>
        {schedule.lastFailure && (
          <Typography variant="body2" color="error" role="status">
            {t('scheduledReports.list.lastFailed', {
              from: format.day(schedule.lastFailure.periodStart),
              to: format.day(schedule.lastFailure.periodEnd),
            })}
          </Typography>
        )}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, marginInlineStart: 'auto' }}>
        <Chip
          size="small"
          color={schedule.isActive ? 'success' : 'default'}
          variant="outlined"
          label={t(schedule.isActive ? 'scheduledReports.list.active' : 'scheduledReports.list.paused')}
        />
        <Tooltip title={sendLabel}>
          <IconButton aria-label={sendLabel} onClick={send} loading={sendNow.isPending}>
            <ForwardToInboxOutlined />
          </IconButton>
        </Tooltip>
        <Tooltip title={toggleLabel}>
          <IconButton aria-label={toggleLabel} onClick={toggle} disabled={setActive.isPending}>
            {schedule.isActive ? <PauseCircleOutlined /> : <PlayCircleOutlined />}
          </IconButton>
        </Tooltip>
        <Tooltip title={deleteLabel}>
          <IconButton aria-label={deleteLabel} onClick={() => setConfirming(true)}>
            <DeleteOutlined />
          </IconButton>
        </Tooltip>
      </Box>
      <ConfirmDialog
        open={isConfirming}
        title={t('scheduledReports.confirmDelete.title')}
        body={t('scheduledReports.confirmDelete.body', { name })}
        confirmLabel={t('scheduledReports.confirmDelete.confirm')}
        cancelLabel={t('scheduledReports.actions.cancel')}
        isDestructive
        isPending={remove.isPending}
        error={remove.isError ? saveFailureText(remove.error, t, t('scheduledReports.deleteFailed')) : null}
        onConfirm={() =>
          remove.mutate(schedule.id, {
            onSuccess: () => {
              setConfirming(false);
              enqueueSnackbar(t('scheduledReports.deleted'), { variant: 'success' });
            },
          })
        }
        onClose={() => {
          setConfirming(false);
          remove.reset();
        }}
      />
    </ListItem>
  );
}
