import { Readable } from 'node:stream';
import {
  downloadExpenses,
  EXPENSES_XLSX_TYPE,
  expenseReport,
  setExchangeRates,
} from '@adcontrol/domain/expenses/contracts';
import { AppError } from '@adcontrol/domain/shared/app-error';
import { MESSAGES } from '@adcontrol/domain/shared/messages';
import type { FastifyInstance } from 'fastify';
import { readerOf } from '../../reports/reader';
import { actorOf } from '../scope/actor';
import * as service from './service';
import { EXPENSE_TEXTS } from './texts';
import { expenseFileName, expenseWorkbook } from './xlsx';

/** The expense report, its workbook and the dated exchange rates it converts with (docs/decisions/038). */
export async function expenseRoutes(api: FastifyInstance): Promise<void> {
  const router = api.contractRouter();
  const { database, config } = api;
  const { db } = database;

  // Pure reads: replicas may answer the report and its workbook, each once it holds what the caller wrote (the
  // web client sends its X-Read-After-Lsn with downloads too; docs/decisions/070 and 071).
  router.route(expenseReport, async ({ query, caller, request }) =>
    service.expenseReport(api.readDb, await actorOf(db, request, caller), query, config.exchangeRates),
  );

  router.stream(downloadExpenses, async ({ query, caller, request, reply }) => {
    const { lang, ...asked } = query;
    const actor = await actorOf(db, request, caller);
    const reader = await readerOf(db, actor, lang);
    const text = EXPENSE_TEXTS[reader.language];
    const file = await service
      .expenseReport(api.readDb, actor, asked, config.exchangeRates)
      .then((report) => expenseWorkbook(report, text, reader, new Date()))
      .catch((error: unknown) => {
        // SPEC 8's message for a report that cannot be drawn.
        throw new AppError('INTERNAL', MESSAGES['campaigns.reportFailed'].en, { cause: error });
      });
    reply
      .type(EXPENSES_XLSX_TYPE)
      .header('content-disposition', `attachment; filename="${expenseFileName(asked, text)}"`)
      .header('cache-control', 'no-store')
      // The size lets the screen show how much of the file has arrived.
      .header('content-length', file.length);
    return Readable.from([file]);
  });

  router.route(setExchangeRates, async ({ params, body, caller, request }) =>
    service.setExchangeRates(db, await actorOf(db, request, caller), params.date, body.perUsd),
  );
}
