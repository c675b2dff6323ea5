import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { countOwedSizes } from '../modules/audiences/owed-sizes';
import { type DeliveryWorker, startDeliveryWorker } from '../modules/delivery/worker';
import { type PresentationWorker, startPresentationWorker } from '../modules/presentations/worker';
import { type ExchangeSync, startExchangeSync } from '../modules/programmatics/sync';
import { type ReportScheduler, startReportScheduler } from '../modules/scheduled-reports/worker';

/**
 * The work the server does on its own once it is ready: the delivery outbox, scheduled reports, the exchange
 * sync and deck jobs; the engine loads and the gazetteer is indexed, so the first count or place search does
 * not wait for them. Tests drive each of these themselves (deliverDue, runScheduledReports with their clock,
 * syncExchange, runNextPresentationJob), so none runs behind their back. Stopped before the adapters close.
 */
export const backgroundWorkPlugin = fp(
  async (app: FastifyInstance) => {
    const { config, db } = app;
    if (config.nodeEnv === 'test') return;
    let deliveryWorker: DeliveryWorker | undefined;
    let reportScheduler: ReportScheduler | undefined;
    let exchangeSync: ExchangeSync | undefined;
    let presentationWorker: PresentationWorker | undefined;
    app.addHook('onReady', async () => {
      void countOwedSizes(db, app.audienceEngine, app.log).catch(() => {});
      setImmediate(() => app.places.warm?.());
      deliveryWorker = startDeliveryWorker(db, app.deliveryServers, config.delivery, app.log);
      reportScheduler = startReportScheduler(
        { db, mailer: app.mailer, manageLink: `${config.publicUrl}/profile` },
        app.log,
      );
      exchangeSync = startExchangeSync(db, app.exchange, config.exchange.syncIntervalMs, app.log);
      presentationWorker = startPresentationWorker(db, app.storage, app.log);
    });
    app.addHook('onClose', async () => {
      await deliveryWorker?.stop();
      await reportScheduler?.stop();
      await exchangeSync?.stop();
      await presentationWorker?.stop();
    });
  },
  {
    name: 'background-work',
    dependencies: [
      'config',
      'mailer',
      'storage',
      'audience-engine',
      'places',
      'delivery-servers',
      'exchange',
    ],
    fastify: '5.x',
  },
);
