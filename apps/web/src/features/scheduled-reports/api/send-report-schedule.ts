import { sendReportSchedule } from '@adcontrol/domain/scheduled-reports/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { reportSchedulesQueryOptions } from './get-report-schedules';

/** "Send me one now": the report e-mailed at once; the list then shows it as the latest e-mail. */
export function useSendReportNow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(sendReportSchedule, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportSchedulesQueryOptions().queryKey }),
  });
}
