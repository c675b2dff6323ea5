import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Mail, Mailer, MailLogger } from './mailer';

/**
 * The offline default: every e-mail becomes a JSON file in `outbox/` under the data directory, and a log
 * line names it with the links it carries, so sign-up and password reset work with no mail server at all.
 */
export function createOutboxMailer(directory: string, from: string, logger: MailLogger): Mailer {
  return {
    kind: 'outbox',
    async send(mail: Mail) {
      await mkdir(directory, { recursive: true });
      const sentAt = new Date();
      const id = randomBytes(4).toString('hex');
      const file = join(directory, `${sentAt.toISOString().replaceAll(/[:.]/g, '-')}-${id}.json`);
      // Attachments are kept in the JSON as base64, so one file still holds the whole message.
      const attachments = mail.attachments?.map(({ content, ...file }) => ({
        ...file,
        size: content.length,
        content: content.toString('base64'),
      }));
      const message = { id, from, ...mail, attachments, sentAt: sentAt.toISOString() };
      await writeFile(file, `${JSON.stringify(message, null, 2)}\n`, { mode: 0o600 });
      const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
      const files = attachments?.map((attachment) => attachment.filename);
      logger.info({ to: mail.to, file, links, files }, `e-mail "${mail.subject}" written to the outbox`);
    },
    async close() {},
  };
}
