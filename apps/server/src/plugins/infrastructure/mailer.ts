import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailer } from '../../modules/mail/create-mailer';
import type { Mailer } from '../../modules/mail/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends mail: SMTP or the outbox directory, as configured. */
    mailer: Mailer;
  }
}

/** The mailer the configuration picks, or the one given (a test's); closed with the app. */
export const mailerPlugin = fp(
  async (app: FastifyInstance, options: { mailer?: Mailer }) => {
    const mailer = options.mailer ?? createMailer(app.config, app.log);
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => mailer.close());
  },
  { name: 'mailer', dependencies: ['config'], fastify: '5.x' },
);
