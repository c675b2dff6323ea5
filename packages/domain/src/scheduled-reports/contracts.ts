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

/**
 * Why a schedule is refused, as the API says it. A second schedule identical to one the person has (same report,
 * format, frequency, day and language) would send the same e-mail twice (docs/decisions/052).
 */
export const SCHEDULE_REFUSALS = {
  duplicate: 'This report is already scheduled with the same format, day and language',
  duplicatePaused:
    'This report is already scheduled with the same format, day and language, and paused: resume it',
} as const;

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

/** What "Send me one now" sent: to whom, and the period the report covers (the last full one, as on its day). */
export const sendReportScheduleResponse = z.object({
  sentTo: z.string(),
  periodStart: z.iso.date(),
  periodEnd: z.iso.date(),
  sentAt: z.iso.datetime(),
});
export type SendReportScheduleResponse = z.infer<typeof sendReportScheduleResponse>;

export const sendReportSchedule = defineEndpoint({
  operationId: 'reportSchedules.send',
  method: 'POST',
  path: '/report-schedules/:id/send',
  tag,
  summary:
    "E-mail one of the caller's scheduled reports to them now, for the last full period, to see what it looks like; the schedule is unchanged",
  access: everyone,
  params: idParams,
  response: sendReportScheduleResponse,
});
