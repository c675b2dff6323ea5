import { AppError } from '@adcontrol/domain/shared/app-error';
import nodemailer from 'nodemailer';
import type { Mail, Mailer } from './mailer';

/**
 * Real delivery through an SMTP server given as a URL (smtps://user:password@host:465). A server that does
 * not take the message is a 503: the caller's transaction rolls back and the person can try again.
 */
export function createSmtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send(mail: Mail) {
      try {
        await transport.sendMail({ from, ...mail });
      } catch (error) {
        throw new AppError('UPSTREAM_UNAVAILABLE', 'The e-mail could not be sent, please try again later', {
          cause: error,
        });
      }
    },
    async close() {
      transport.close();
    },
  };
}
