import type { Campaign, ReportSettings } from '@adcontrol/domain/campaigns/campaign';
import { setConsumption, setShowApps, setTypeReports } from '@adcontrol/domain/campaigns/delivery-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { campaignKeys } from '../../../entities/campaigns/api/campaign-keys';
import { callEndpoint } from '../../../lib/api-client';

export type ReportSetting = keyof ReportSettings;

/** SPEC 7: each switch has its own call, `{value}`. */
const ENDPOINTS = {
  consumption: setConsumption,
  showApps: setShowApps,
  typeReports: setTypeReports,
} as const satisfies Record<ReportSetting, unknown>;

export function saveReportSetting({
  id,
  setting,
  value,
}: {
  id: number;
  setting: ReportSetting;
  value: boolean;
}) {
  return callEndpoint(ENDPOINTS[setting], { params: { id }, body: { value } });
}

/** Saves one switch at once; the details then show the three as the server stored them. */
export function useReportSetting(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['campaigns.reportSettings', id],
    mutationFn: saveReportSetting,
    onSuccess: (reportSettings) =>
      queryClient.setQueryData<Campaign>(campaignKeys.details(id), (campaign) =>
        campaign ? { ...campaign, reportSettings } : campaign,
      ),
  });
}
