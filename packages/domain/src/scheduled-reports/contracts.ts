import { z } from 'zod';
import { idParams, okResponse } from '../contract/common';
import { defineEndpoint } from '../contract/define-endpoint';
import { reportSchedule, scheduleFields } from './schedule';

const tag = 'Scheduled reports';
/**
 * Anyone who reads a campaign's or an advertiser's report may schedule it; the target is checked against the
 * caller's scope, so one they cannot read answers 404 (docs/decisions/040).
 */
const everyone = 'authenticated';

export const createReportScheduleRequest = scheduleFields;
export type CreateReportScheduleRequest = z.infer<typeof createReportScheduleRequest>;

export const createReportSchedule = defineEndpoint({
  operationId: 'reportSchedules.create',
  method: 'POST',
  path: '/report-schedules',
  tag,
  summary: "Schedule a campaign's or an advertiser's report (XLSX or PDF) to be e-mailed weekly or monthly",
  access: everyone,
  body: createReportScheduleRequest,
  response: reportSchedule,
  successStatus: 201,
});

export const listReportSchedulesResponse = z.object({ items: z.array(reportSchedule) });
export type ListReportSchedulesResponse = z.infer<typeof listReportSchedulesResponse>;

export const listReportSchedules = defineEndpoint({
  operationId: 'reportSchedules.list',
  method: 'GET',
  path: '/report-schedules',
  tag,
  summary: "The caller's own scheduled reports, the next to leave first",
  access: everyone,
  response: listReportSchedulesResponse,
});

export const updateReportScheduleRequest = z.object({ isActive: z.boolean() });
export type UpdateReportScheduleRequest = z.infer<typeof updateReportScheduleRequest>;

export const updateReportSchedule = defineEndpoint({
  operationId: 'reportSchedules.update',
  method: 'PATCH',
  path: '/report-schedules/:id',
  tag,
  summary: "Pause or resume one of the caller's scheduled reports; resuming sends from the next due day",
  access: everyone,
  params: idParams,
  body: updateReportScheduleRequest,
  response: reportSchedule,
});

export const deleteReportSchedule = defineEndpoint({
  operationId: 'reportSchedules.delete',
  method: 'DELETE',
  path: '/report-schedules/:id',
  tag,
  summary: "Delete one of the caller's scheduled reports",
  access: everyone,
  params: idParams,
  response: okResponse,
});
