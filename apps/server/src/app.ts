import { randomUUID } from 'node:crypto';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { ContractRouter } from './contract/register';
import type { Database } from './db/client';
import { registerAccountRoutes } from './modules/accounts/routes';
import { registerActivityRoutes } from './modules/activity/routes';
import { registerAdvertiserRoutes } from './modules/advertisers/routes';
import { createWellKnownAppDirectory } from './modules/audiences/app-directory';
import { registerAudienceCountRoutes } from './modules/audiences/count-routes';
import { type AudienceEngineHolder, createAudienceEngineHolder } from './modules/audiences/engine-holder';
import { registerAudienceLookupRoutes } from './modules/audiences/lookup-routes';
import { createMccMncCarrierDirectory } from './modules/audiences/lookups';
import { countOwedSizes } from './modules/audiences/owed-sizes';
import { registerAudienceRoutes } from './modules/audiences/routes';
import { registerImpersonationRoutes } from './modules/auth/impersonation';
import { registerAuthRoutes } from './modules/auth/routes';
import { createSessionCheck } from './modules/auth/session-check';
import { registerCampaignRoutes } from './modules/campaigns/routes';
import { registerCampaignUploadRoutes } from './modules/campaigns/upload-routes';
import { registerCreativeRoutes } from './modules/creatives/routes';
import type { DeliveryServers } from './modules/delivery/delivery-server';
import { createHttpDeliveryServer } from './modules/delivery/http-delivery-server';
import { registerDeliveryRoutes } from './modules/delivery/routes';
import { type DeliveryWorker, startDeliveryWorker } from './modules/delivery/worker';
import { registerEventRoutes } from './modules/events/routes';
import { registerExpenseRoutes } from './modules/expenses/routes';
import { createFileStorage } from './modules/files/create-file-storage';
import { registerFileRoutes } from './modules/files/routes';
import { registerForecastRoutes } from './modules/forecast/routes';
import { registerHomeRoutes } from './modules/home/routes';
import { createMailer } from './modules/mail/create-mailer';
import type { Mailer } from './modules/mail/mailer';
import { registerPaymentRoutes } from './modules/payments/routes';
import { createPlaceSearch } from './modules/places/create-place-search';
import type { PlaceSearch } from './modules/places/place-search';
import { registerPlaceRoutes } from './modules/places/routes';
import { registerPresentationRoutes } from './modules/presentations/routes';
import { type PresentationWorker, startPresentationWorker } from './modules/presentations/worker';
import { registerPreviewRoutes } from './modules/previews/routes';
import type { ProgrammaticExchange } from './modules/programmatics/exchange';
import { createHttpExchange } from './modules/programmatics/http-exchange';
import { createOfflineExchange } from './modules/programmatics/offline-exchange';
import { registerProgrammaticRoutes } from './modules/programmatics/routes';
import { type ExchangeSync, startExchangeSync } from './modules/programmatics/sync';
import { createAuthRateLimiter } from './modules/rate-limit/limiter';
import { createPublicRateLimiter } from './modules/rate-limit/public-limiter';
import { registerScheduledReportRoutes } from './modules/scheduled-reports/routes';
import { type ReportScheduler, startReportScheduler } from './modules/scheduled-reports/worker';
import { registerStatisticsRoutes } from './modules/statistics/routes';
import { registerSystemRoutes } from './modules/system/routes';
import { registerErrorHandling } from './plugins/errors';
import { registerGracefulClose } from './plugins/graceful-close';
import { registerJsonBody } from './plugins/json-body';
import { registerOpenApi } from './plugins/openapi';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerWebApp } from './plugins/web-app';

export interface AppDependencies {
  config: Config;
  database: Database;
  /** Replaces the mailer the configuration picks (SMTP or the outbox). */
  mailer?: Mailer;
  /** Replaces the audience engine loaded from the configured population. */
  audienceEngine?: AudienceEngineHolder;
  /** Replaces the place search the configuration picks (the gazetteer or PLACES_URL). */
  places?: PlaceSearch;
  /** Replaces the delivery servers reached over HTTP at NEWTON_URL and SINEW_URL. */
  deliveryServers?: DeliveryServers;
  /** Replaces the programmatic exchange the configuration picks (EXCHANGE_URL or the offline exchange). */
  exchange?: ProgrammaticExchange;
}

const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;

export async function buildApp(
  dependencies: AppDependencies,
  options: { logger?: FastifyServerOptions['logger'] } = {},
): Promise<FastifyInstance> {
  const { config } = dependencies;
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config),
    bodyLimit: config.bodyLimitBytes,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    trustProxy: true,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const mailer = dependencies.mailer ?? createMailer(config, app.log);
  const limiter = createAuthRateLimiter(config, dependencies.database.db);
  const publicLimiter = createPublicRateLimiter(config, dependencies.database.db);
  /** Every endpoint that answers without a session shares one per-IP budget. */
  const limited = { onRequest: (request: FastifyRequest) => publicLimiter.hit(request) };
  const audienceEngine = dependencies.audienceEngine ?? createAudienceEngineHolder(config, app.log);
  const places = dependencies.places ?? createPlaceSearch(config);
  const deliveryServers = dependencies.deliveryServers ?? {
    newton: createHttpDeliveryServer('newton', config.delivery.newtonUrl),
    sinew: createHttpDeliveryServer('sinew', config.delivery.sinewUrl),
  };
  const exchange =
    dependencies.exchange ??
    (config.exchange.url
      ? createHttpExchange(config.exchange.url)
      : createOfflineExchange(dependencies.database.db));
  let deliveryWorker: DeliveryWorker | undefined;
  let reportScheduler: ReportScheduler | undefined;
  let exchangeSync: ExchangeSync | undefined;
  let presentationWorker: PresentationWorker | undefined;
  const storage = createFileStorage(config);
  // Outside tests the engine loads and the gazetteer is indexed as the server starts, so the first count or
  // place search does not wait for them.
  if (config.nodeEnv !== 'test') {
    app.addHook('onReady', async () => {
      void countOwedSizes(dependencies.database.db, audienceEngine, app.log).catch(() => {});
      setImmediate(() => places.warm?.());
      // Tests drive the outbox themselves (deliverDue), so a round never runs behind their back.
      deliveryWorker = startDeliveryWorker(
        dependencies.database.db,
        deliveryServers,
        config.delivery,
        app.log,
      );
      // Tests drive scheduled reports themselves (runScheduledReports with their clock).
      reportScheduler = startReportScheduler(
        { db: dependencies.database.db, mailer, manageLink: `${config.publicUrl}/profile` },
        app.log,
      );
      // Tests sync the exchange themselves (syncExchange), as they drive the outbox.
      exchangeSync = startExchangeSync(
        dependencies.database.db,
        exchange,
        config.exchange.syncIntervalMs,
        app.log,
      );
      // Tests run a deck job themselves (runNextPresentationJob).
      presentationWorker = startPresentationWorker(dependencies.database.db, storage, app.log);
    });
  }
  app.addHook('onClose', async () => {
    await deliveryWorker?.stop();
    await reportScheduler?.stop();
    await exchangeSync?.stop();
    await presentationWorker?.stop();
    await Promise.all([mailer.close(), limiter.close(), publicLimiter.close(), audienceEngine.close()]);
  });

  registerErrorHandling(app);
  await registerSecurityHeaders(app, config.mapTileUrl);
  registerJsonBody(app);
  registerGracefulClose(app);
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 10 } });
  await registerOpenApi(app, config.version);

  await app.register(
    async (api) => {
      const router = new ContractRouter(
        api,
        { secret: config.jwtSecret, accessTokenTtlSeconds: config.accessTokenTtlSeconds },
        createSessionCheck(dependencies.database.db, config.sessions.cacheMs),
      );
      registerSystemRoutes(router, dependencies, audienceEngine);
      registerAuthRoutes(router, dependencies, { mailer, limiter });
      registerImpersonationRoutes(router, dependencies);
      registerAccountRoutes(router, dependencies);
      registerEventRoutes(router, dependencies);
      registerActivityRoutes(router, dependencies);
      registerHomeRoutes(router, dependencies);
      registerAdvertiserRoutes(router, dependencies);
      registerAudienceCountRoutes(router, audienceEngine, limited);
      registerAudienceRoutes(router, dependencies, audienceEngine, limited);
      registerAudienceLookupRoutes(
        router,
        audienceEngine,
        { carriers: createMccMncCarrierDirectory(), apps: createWellKnownAppDirectory() },
        limited,
      );
      registerPlaceRoutes(router, places, limited);
      registerCampaignUploadRoutes(router, dependencies);
      registerCampaignRoutes(router, dependencies);
      registerCreativeRoutes(router, dependencies);
      registerDeliveryRoutes(router, dependencies, deliveryServers, mailer);
      registerPreviewRoutes(router, dependencies);
      registerPaymentRoutes(router, dependencies);
      registerStatisticsRoutes(router, dependencies);
      registerScheduledReportRoutes(router, dependencies, {
        mailer,
        manageLink: `${config.publicUrl}/profile`,
      });
      registerExpenseRoutes(router, dependencies);
      registerForecastRoutes(router, dependencies, audienceEngine);
      registerProgrammaticRoutes(router, dependencies, exchange);
      registerPresentationRoutes(router, dependencies, storage);
      registerFileRoutes(api, dependencies);
      router.registerUnimplemented();
    },
    { prefix: '/api' },
  );

  await registerWebApp(app, config.webDistDir);
  return app;
}

/** JSON lines for machines; readable lines when a person watches a terminal outside production. */
function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  const isPerson = process.stdout.isTTY && config.nodeEnv !== 'production';
  return isPerson
    ? { level: config.logLevel, transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss' } } }
    : { level: config.logLevel };
}
