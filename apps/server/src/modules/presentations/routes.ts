import {
  createPresentation,
  downloadPresentation,
  getPresentation,
  listPresentations,
  PRESENTATION_CONTENT_TYPES,
} from '@adcontrol/domain/presentations/contracts';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../scope/actor';
import * as service from './service';

/** The deck jobs of docs/decisions/039: queue one, follow it, download its files. */
export async function presentationRoutes(api: FastifyInstance): Promise<void> {
  const router = api.contractRouter();
  const { database } = api;
  const { storage } = api;
  const { db } = database;
  router.route(createPresentation, async ({ body, caller, request }) =>
    service.createPresentation(db, await actorOf(db, request, caller), body),
  );
  router.route(getPresentation, async ({ params }) => service.getPresentation(db, params.id));
  router.route(listPresentations, async () => service.listPresentations(db));
  router.stream(downloadPresentation, async ({ params, query, reply }) => {
    const { file, name } = await service.presentationFile(db, storage, params.id, query.format);
    reply
      .type(PRESENTATION_CONTENT_TYPES[query.format])
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('content-length', file.size)
      .header('cache-control', 'no-store');
    return file.body;
  });
}
