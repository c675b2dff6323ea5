import { Readable } from 'node:stream';
import { setConsumption, setShowApps, setTypeReports } from '@adcontrol/domain/campaigns/delivery-contracts';
import { AppError } from '@adcontrol/domain/shared/app-error';
import { MESSAGES } from '@adcontrol/domain/shared/messages';
import {
  appsReport,
  campaignReports,
  campaignStatistics,
  countryReport,
  downloadReport,
  quartiles,
  REPORT_CONTENT_TYPES,
  scopes,
  statistics,
} from '@adcontrol/domain/statistics/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readerOf } from '../../reports/reader';
import type { Reader } from '../../reports/table';
import type { Caller } from '../auth/tokens';
import { actorOf } from '../scope/actor';
import { campaignReport } from './report';
import { campaignDocument } from './report-document';
import { reportFile } from './report-file';
import { REPORT_TEXTS } from './report-texts';
import * as service from './service';

/** A report that cannot be drawn says SPEC 8's message; a campaign out of scope stays a 404. */
function reportFailed(error: unknown): never {
  if (error instanceof AppError) throw error;
  throw new AppError('INTERNAL', MESSAGES['campaigns.reportFailed'].en, { cause: error });
}

/** The statistics and report calls of SPEC 7 and the detail page's download (docs/decisions/025). */
export async function statisticsRoutes(api: FastifyInstance): Promise<void> {
  const router = api.contractRouter();
  const { database } = api;
  const { db } = database;
  // The figures, reports and the report file are pure reads: replicas may answer them, each once it holds what the
  // caller wrote (the web client sends its X-Read-After-Lsn with downloads too; docs/decisions/070 and 071).
  const reads = api.readDb;
  const actor = (request: FastifyRequest, caller: Caller) => actorOf(db, request, caller);

  router.route(campaignStatistics, async ({ body, caller, request }) =>
    service.campaignStatistics(reads, await actor(request, caller), body),
  );
  router.route(statistics, async ({ body, caller, request }) =>
    service.statisticsByRange(reads, await actor(request, caller), body),
  );
  router.route(campaignReports, async ({ body, caller, request }) =>
    service.campaignReports(reads, await actor(request, caller), body),
  );
  router.route(countryReport, async ({ params, query, caller, request }) =>
    service.countryReport(reads, await actor(request, caller), params.id, query),
  );
  router.route(appsReport, async ({ params, query, caller, request }) =>
    service.appsReport(reads, await actor(request, caller), params.id, query),
  );
  router.route(quartiles, async ({ body, caller, request }) =>
    service.videoQuartiles(reads, await actor(request, caller), body),
  );
  router.route(scopes, async ({ body, caller, request }) =>
    service.campaignReach(reads, await actor(request, caller), body),
  );
  for (const [endpoint, which] of [
    [setConsumption, 'consumption'],
    [setShowApps, 'showApps'],
    [setTypeReports, 'typeReports'],
  ] as const) {
    router.route(endpoint, async ({ params, body, caller, request }) =>
      service.setReportSwitch(db, await actor(request, caller), params.id, which, body.value),
    );
  }

  router.stream(downloadReport, async ({ params, query, caller, request, reply }) => {
    const { format, lang, dir, ...range } = query;
    const who = await actor(request, caller);
    const report = await campaignReport(reads, who, params.id, range, new Date()).catch(reportFailed);
    // The interface's language and direction when the web names them, else the account's language, as its mail
    // is written; times in the account's own zone.
    const reader: Reader = { ...(await readerOf(db, who, lang)), direction: dir ?? 'ltr' };
    const words = REPORT_TEXTS[reader.language];
    const file = await reportFile(campaignDocument(report, words, reader), format, words, reader).catch(
      reportFailed,
    );
    reply
      .type(REPORT_CONTENT_TYPES[format])
      .header('content-disposition', `attachment; filename="${file.filename}"`)
      .header('cache-control', 'no-store');
    return Readable.from([file.content]);
  });
}
