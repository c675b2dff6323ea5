import { deleteReportSchedule } from '@adcontrol/domain/scheduled-reports/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { reportSchedulesQueryOptions } from './get-report-schedules';

export function useDeleteReportSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(deleteReportSchedule, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportSchedulesQueryOptions().queryKey }),
  });
}
