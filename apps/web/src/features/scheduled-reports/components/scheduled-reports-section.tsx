import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { useReportSchedules } from '../api/get-report-schedules';
import { ScheduleItem } from './schedule-item';

/** "Scheduled reports": the person's own e-mailed reports, to pause, resume or delete. */
export function ScheduledReportsSection() {
  const { t } = useTranslation();
  const schedules = useReportSchedules();
  const body = () => {
    if (schedules.isError) {
      return (
        <LoadError
          error={schedules.error}
          isRetrying={schedules.isFetching}
          onRetry={() => schedules.refetch()}
        />
      );
    }
    if (!schedules.data)
      return <Skeleton variant="rounded" height={72} aria-label={t('scheduledReports.list.loading')} />;
    if (schedules.data.length === 0) {
      return <Typography color="text.secondary">{t('scheduledReports.list.empty')}</Typography>;
    }
    return (
      <List disablePadding aria-labelledby="scheduled-reports-title">
        {schedules.data.map((schedule) => (
          <ScheduleItem key={schedule.id} schedule={schedule} />
        ))}
      </List>
    );
  };
  return (
    <Card component="section" aria-labelledby="scheduled-reports-title">
      <CardContent sx={{ p: { xs: 2.5, sm: 4 }, display: 'grid', gap: 2 }}>
        <div>
          <Typography variant="h2" id="scheduled-reports-title" gutterBottom>
            {t('scheduledReports.list.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('scheduledReports.list.body')}
          </Typography>
        </div>
        {body()}
      </CardContent>
    </Card>
  );
}
