import ScheduleSendOutlined from '@mui/icons-material/ScheduleSendOutlined';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingDialog } from '../../../components/loading-dialog';
import type { ScheduleTarget } from './schedule-report-dialog';

/**
 * The dialog's form (react-hook-form, the report formats' contract and its zod schemas) loads when it is first
 * wanted, not with the campaign's or advertiser's page: building those schemas was a task of its own in every
 * campaign page's load (decision 075). Pointing at the button or focusing it starts the download.
 */
const loadDialog = () => import('./schedule-report-dialog');
const ScheduleReportDialog = lazy(async () => ({ default: (await loadDialog()).ScheduleReportDialog }));
/** Offline, the early download fails quietly: the click asks again and shows the failure. */
const preloadDialog = () => {
  loadDialog().catch(() => undefined);
};

/** "Schedule e-mail report" on a campaign's or an advertiser's page, opening the dialog. */
export function ScheduleReportButton({ target }: { target: ScheduleTarget }) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<ScheduleSendOutlined />}
        onPointerEnter={preloadDialog}
        onFocus={preloadDialog}
        onClick={() => setOpen(true)}
      >
        {t('scheduledReports.action')}
      </Button>
      {isOpen && (
        <Suspense fallback={<LoadingDialog onClose={() => setOpen(false)} />}>
          <ScheduleReportDialog target={target} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
