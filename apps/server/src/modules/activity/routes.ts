import { exportActivity, listActivity, listActivityFacets } from '@adcontrol/domain/activity/contracts';
import { csvSeparatorFor } from '@adcontrol/domain/shared/csv-cell';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../scope/actor';
import { exportActivity as toCsv } from './export';
import { ACTIVITY_EXPORT_TEXTS } from './export-texts';
import { withReferenceNames } from './reference-names';
import { activityFacets, countActivity, findActivity } from './repository';

/**
 * The admins' activity log: reading and exporting only. No call edits or deletes a row (decision 034), and
 * the database refuses it as well.
 */
export async function activityRoutes(api: FastifyInstance): Promise<void> {
  const router = api.contractRouter();
  const { database } = api;
  const { db } = database;

  router.route(listActivity, async ({ query: { page, limit, ...filter } }) => {
    const [items, total] = await Promise.all([
      findActivity(db, filter, { limit, offset: (page - 1) * limit }),
      countActivity(db, filter),
    ]);
    return { items: await withReferenceNames(db, items), total };
  });

  router.route(listActivityFacets, () => activityFacets(db));

  router.stream(exportActivity, async ({ query: { lang, separator, ...filter }, caller, request, reply }) => {
    const language = lang ?? (await actorOf(db, request, caller)).language;
    // The whole filtered log: a heavy read a replica answers, once it holds what the caller wrote (decision 070).
    const csv = await toCsv(api.readDb, filter, {
      language,
      text: ACTIVITY_EXPORT_TEXTS[language],
      separator: csvSeparatorFor(language, separator),
    });
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${csv.fileName}"`)
      .header('x-activity-truncated', String(csv.isTruncated))
      .header('cache-control', 'no-store');
    return csv.body;
  });
}
