import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createJobRunner, type JobRunner } from './runner';

declare module 'fastify' {
  interface FastifyInstance {
    /** The background jobs of this process: register one, or read what each has done (docs/decisions/061). */
    jobs: Pick<JobRunner, 'register' | 'metrics'>;
  }
}

/**
 * The one runner of background jobs. Jobs start once the app is ready, except in tests, which run each round
 * themselves with their own clock; on close the runner waits for the rounds under way. Registered after the
 * adapters, so Fastify's last-in first-out close stops the jobs before the adapters they use close.
 */
export const jobsPlugin = fp(
  async (app: FastifyInstance) => {
    const runner = createJobRunner(app.log);
    app.decorate('jobs', { register: runner.register, metrics: runner.metrics });
    if (app.config.nodeEnv !== 'test') app.addHook('onReady', async () => runner.start());
    app.addHook('onClose', () => runner.stop());
  },
  { name: 'jobs', dependencies: ['config'], fastify: '5.x' },
);
