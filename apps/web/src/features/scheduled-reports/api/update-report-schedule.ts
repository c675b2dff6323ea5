import { updateReportSchedule } from '@adcontrol/domain/scheduled-reports/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { reportSchedulesQueryOptions } from './get-report-schedules';

/** Pauses or resumes one schedule; the list then shows its new state and next send date. */
export function useSetScheduleActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: number; isActive: boolean }) =>
      callEndpoint(updateReportSchedule, { params: { id }, body: { isActive } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportSchedulesQueryOptions().queryKey }),
  });
}
