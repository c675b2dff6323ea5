import ScheduleSendOutlined from '@mui/icons-material/ScheduleSendOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScheduleReportDialog, type ScheduleTarget } from './schedule-report-dialog';

/** "Schedule e-mail report" on a campaign's or an advertiser's page, opening the dialog. */
export function ScheduleReportButton({ target }: { target: ScheduleTarget }) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" startIcon={<ScheduleSendOutlined />} onClick={() => setOpen(true)}>
        {t('scheduledReports.action')}
      </Button>
      {isOpen && <ScheduleReportDialog target={target} onClose={() => setOpen(false)} />}
    </>
  );
}
