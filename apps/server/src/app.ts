import { randomUUID } from 'node:crypto';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { serializeError } from './db/failures';
import { accountRoutes } from './modules/accounts/routes';
import { activityRoutes } from './modules/activity/routes';
import { advertiserRoutes } from './modules/advertisers/routes';
import { audienceCountRoutes } from './modules/audiences/count-routes';
import { audienceLookupRoutes } from './modules/audiences/lookup-routes';
import { audienceRoutes } from './modules/audiences/routes';
import { impersonationRoutes } from './modules/auth/impersonation';
import { authRoutes } from './modules/auth/routes';
import { campaignRoutes } from './modules/campaigns/routes';
import { campaignUploadRoutes } from './modules/campaigns/upload-routes';
import { creativeRoutes } from './modules/creatives/routes';
import { deliveryRoutes } from './modules/delivery/routes';
import { eventRoutes } from './modules/events/routes';
import { expenseRoutes } from './modules/expenses/routes';
import { fileRoutes } from './modules/files/routes';
import { forecastRoutes } from './modules/forecast/routes';
import { homeRoutes } from './modules/home/routes';
import { paymentRoutes } from './modules/payments/routes';
import { placeRoutes } from './modules/places/routes';
import { presentationRoutes } from './modules/presentations/routes';
import { previewRoutes } from './modules/previews/routes';
import { programmaticRoutes } from './modules/programmatics/routes';
import { scheduledReportRoutes } from './modules/scheduled-reports/routes';
import { statisticsRoutes } from './modules/statistics/routes';
import { systemRoutes } from './modules/system/routes';
import { backgroundWorkPlugin } from './plugins/background-work';
import { contractRouterPlugin } from './plugins/contract-router';
import { registerErrorHandling } from './plugins/errors';
import { registerGracefulClose } from './plugins/graceful-close';
import { type Infrastructure, infrastructurePlugin } from './plugins/infrastructure';
import { jobsPlugin } from './plugins/jobs/plugin';
import { registerJsonBody } from './plugins/json-body';
import { metricsPlugin, registerMetricsRoute } from './plugins/metrics/plugin';
import { registerOpenApi } from './plugins/openapi';
import { requestContextPlugin } from './plugins/request-context';
import { registerRequestsInFlight } from './plugins/requests-in-flight';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerWebApp } from './plugins/web-app';

/** What buildApp runs on: the configuration, the open database and any adapters replacing the configured ones. */
export type AppDependencies = Infrastructure;

const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;

/**
 * The modules' route plugins, in the order they register (docs/architecture.md): each takes what it needs from
 * the instance's decorators and routes its endpoints through `api.contractRouter()`.
 */
const MODULES = [
  systemRoutes,
  authRoutes,
  impersonationRoutes,
  accountRoutes,
  eventRoutes,
  activityRoutes,
  homeRoutes,
  advertiserRoutes,
  audienceCountRoutes,
  audienceRoutes,
  audienceLookupRoutes,
  placeRoutes,
  campaignUploadRoutes,
  campaignRoutes,
  creativeRoutes,
  deliveryRoutes,
  previewRoutes,
  paymentRoutes,
  statisticsRoutes,
  scheduledReportRoutes,
  expenseRoutes,
  forecastRoutes,
  programmaticRoutes,
  presentationRoutes,
  fileRoutes,
];

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
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });

  // Metrics and the request's context first, so their hooks see every request; then the adapters, so the jobs
  // registered after them stop before they close.
  await app.register(metricsPlugin, { config: config.metrics });
  await app.register(requestContextPlugin);
  await app.register(infrastructurePlugin, dependencies);
  await app.register(jobsPlugin);
  await app.register(backgroundWorkPlugin);

  registerErrorHandling(app);
  registerSecurityHeaders(app, config.mapTileUrl);
  registerJsonBody(app);
  registerGracefulClose(app);
  // After every hook that reads the database as an answer is sent, so a request ends after them.
  registerRequestsInFlight(app);
  registerMetricsRoute(app, config.metrics.token);
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 10 } });
  await registerOpenApi(app, config.version);

  await app.register(
    async (api) => {
      await api.register(contractRouterPlugin);
      for (const routes of MODULES) await api.register(routes);
      api.contractRouter().registerUnimplemented();
    },
    { prefix: '/api' },
  );

  await registerWebApp(app, config.webDistDir);
  return app;
}

/** JSON lines for machines; readable lines when a person watches a terminal outside production. */
function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  const isPerson = process.stdout.isTTY && config.nodeEnv !== 'production';
  const serializers = { err: serializeError };
  return isPerson
    ? {
        level: config.logLevel,
        serializers,
        transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss' } },
      }
    : { level: config.logLevel, serializers };
}
