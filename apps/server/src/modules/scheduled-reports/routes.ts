import {
  createReportSchedule,
  deleteReportSchedule,
  listReportSchedules,
  sendReportSchedule,
  updateReportSchedule,
} from '@adcontrol/domain/scheduled-reports/contracts';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../scope/actor';
import { sendScheduleNow } from './send-now';
import * as service from './service';

/** A person's scheduled e-mail reports (issue 11, docs/decisions/040 and 052). */
export async function scheduledReportRoutes(api: FastifyInstance): Promise<void> {
  const router = api.contractRouter();
  const { database } = api;
  const mail = { mailer: api.mailer, manageLink: `${api.config.publicUrl}/profile` };
  const { db } = database;
  router.route(createReportSchedule, async ({ body, caller, request }) =>
    service.createSchedule(db, await actorOf(db, request, caller), body, new Date()),
  );
  router.route(listReportSchedules, async ({ caller, request }) => ({
    items: await service.listSchedules(db, await actorOf(db, request, caller)),
  }));
  router.route(updateReportSchedule, async ({ params, body, caller, request }) =>
    service.setActive(db, await actorOf(db, request, caller), params.id, body.isActive, new Date()),
  );
  router.route(sendReportSchedule, async ({ params, caller, request }) =>
    sendScheduleNow({ db, ...mail }, await actorOf(db, request, caller), params.id, new Date()),
  );
  router.route(deleteReportSchedule, async ({ params, caller, request }) => {
    await service.deleteSchedule(db, await actorOf(db, request, caller), params.id);
    return { success: true as const };
  });
}
