import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { countOwedSizes } from '../modules/audiences/owed-sizes';
import { deliveryJobs } from '../modules/delivery/worker';
import { presentationJobs } from '../modules/presentations/worker';
import { exchangeJobs } from '../modules/programmatics/worker';
import { scheduledReportJobs } from '../modules/scheduled-reports/worker';
import type { JobOptions } from './jobs/runner';

/**
 * The work the server does on its own. The modules' background jobs are registered here, in one list
 * (docs/decisions/061), and the jobs plugin runs them once the app is ready; tests drive each job's round
 * themselves (deliverDue, runScheduledReports with their clock, syncExchange, runNextPresentationJob), so none
 * runs behind their back. Once ready, the engine also loads and the gazetteer is indexed, so the first count or
 * place search does not wait for them.
 */
export const backgroundWorkPlugin = fp(
  async (app: FastifyInstance) => {
    const { config, db, log } = app;
    const register = (jobs: Record<string, JobOptions>) => {
      for (const [name, job] of Object.entries(jobs)) app.jobs.register(name, job);
    };
    register(deliveryJobs(db, app.deliveryServers, config.delivery, log));
    register(scheduledReportJobs({ db, mailer: app.mailer, manageLink: `${config.publicUrl}/profile` }, log));
    register(exchangeJobs(db, app.exchange, config.exchange.syncIntervalMs, log));
    register(presentationJobs(db, app.storage, log));

    if (config.nodeEnv === 'test') return;
    app.addHook('onReady', async () => {
      void countOwedSizes(db, app.audienceEngine, log).catch(() => {});
      setImmediate(() => app.places.warm?.());
    });
  },
  {
    name: 'background-work',
    dependencies: [
      'config',
      'jobs',
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
