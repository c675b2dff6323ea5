import {
  COORDINATE_SHEET_MAX_BYTES,
  createAudience,
  deleteAudience,
  exportAudience,
  getAudience,
  listAudiences,
  parseCoordinateSheet,
  parseCoordinateSheetPublic,
  updateAudience,
} from '@adcontrol/domain/audiences/contracts';
import { AppError } from '@adcontrol/domain/shared/app-error';
import { csvSeparatorFor } from '@adcontrol/domain/shared/csv-cell';
import { MESSAGES } from '@adcontrol/domain/shared/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readerOf } from '../../reports/reader';
import type { Caller } from '../auth/tokens';
import { readSingleFile } from '../files/multipart';
import { actorOf } from '../scope/actor';
import { readCoordinateSheet } from './coordinate-sheet';
import { COORDINATE_SHEET_FIELD } from './coordinate-sheet-read';
import { exportAudience as toCsv } from './export';
import { AUDIENCE_EXPORT_TEXTS } from './export-texts';
import * as audiences from './service';

/** The audiences calls of SPEC 7 beside the counts and lookups: CRUD, the coordinates sheet and the export. */
export async function audienceRoutes(api: FastifyInstance): Promise<void> {
  const router = api.contractRouter();
  const { database } = api;
  const engine = api.audienceEngine;
  const limited = api.publicLimit;
  const { db } = database;
  const actor = (request: FastifyRequest, caller: Caller) => actorOf(db, request, caller);
  const deps = (request: FastifyRequest) => ({ db, engine, log: request.log });

  router.route(listAudiences, async ({ query, caller, request }) =>
    audiences.listAudiences(db, await actor(request, caller), query),
  );
  router.route(getAudience, async ({ params, caller, request }) =>
    audiences.getAudience(db, await actor(request, caller), params.id),
  );
  router.route(createAudience, async ({ body, caller, request }) =>
    audiences.createAudience(deps(request), await actor(request, caller), body),
  );
  router.route(updateAudience, async ({ params, body, caller, request }) =>
    audiences.updateAudience(deps(request), await actor(request, caller), params.id, body),
  );
  router.route(deleteAudience, async ({ params, caller, request }) => {
    await audiences.deleteAudience(db, await actor(request, caller), params.id);
    return { success: true as const, message: MESSAGES['audiences.removed'].en };
  });

  router.stream(exportAudience, async ({ params, query, caller, request, reply }) => {
    const who = await actor(request, caller);
    const audience = await audiences.getAudience(db, who, params.id);
    const reader = await readerOf(db, who, query.lang);
    const counter = await engine.ready().catch((error: unknown) => {
      throw new AppError('UPSTREAM_UNAVAILABLE', 'Audience exports are not available right now', {
        cause: error,
        key: 'audiences.exportUnavailable',
      });
    });
    const csv = await toCsv(counter, audience, {
      text: AUDIENCE_EXPORT_TEXTS[reader.language],
      reader,
      separator: csvSeparatorFor(reader.language, query.separator),
    });
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${csv.fileName}"`)
      .header('x-audience-count', String(csv.devices))
      .header('cache-control', 'no-store');
    return csv.body;
  });

  const sheet = async (request: FastifyRequest) =>
    readCoordinateSheet(
      await readSingleFile(request, COORDINATE_SHEET_FIELD, COORDINATE_SHEET_MAX_BYTES),
      request.log,
    );
  router.route(parseCoordinateSheet, async ({ request }) => sheet(request));
  router.route(parseCoordinateSheetPublic, async ({ request }) => sheet(request), limited);
}
