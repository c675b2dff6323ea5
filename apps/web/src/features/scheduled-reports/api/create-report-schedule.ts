import {
  type CreateReportScheduleRequest,
  createReportSchedule,
} from '@adcontrol/domain/scheduled-reports/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { reportSchedulesQueryOptions } from './get-report-schedules';

export function useCreateReportSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateReportScheduleRequest) => callEndpoint(createReportSchedule, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportSchedulesQueryOptions().queryKey }),
  });
}
