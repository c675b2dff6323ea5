import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '../../src/config';
import type { Db } from '../../src/db/client';
import { outboxDirectory } from '../../src/modules/mail/create-mailer';
import { createOutboxMailer } from '../../src/modules/mail/outbox-mailer';
import { runScheduledReports } from '../../src/modules/scheduled-reports/scheduler';

export interface SentReport {
  to: string;
  subject: string;
  text: string;
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

/** Every scheduled report in the app's outbox, with its files decoded. */
export async function sentReports(config: Config): Promise<SentReport[]> {
  const directory = outboxDirectory(config);
  const names = (await readdir(directory).catch(() => [] as string[])).filter((name) =>
    name.endsWith('.json'),
  );
  const mails = await Promise.all(
    names.sort().map(async (name) => JSON.parse(await readFile(join(directory, name), 'utf8'))),
  );
  return mails
    .filter((mail) => Array.isArray(mail.attachments))
    .map((mail) => ({
      ...mail,
      attachments: mail.attachments.map((file: { content: string }) => ({
        ...file,
        content: Buffer.from(file.content, 'base64'),
      })),
    }));
}

/** One scheduler round at `now`, as an app instance over `db` runs it, mailing into `config`'s outbox. */
export function runScheduler(db: Db, config: Config, now: Date) {
  const mailer = createOutboxMailer(outboxDirectory(config), config.mailFrom, { info() {} });
  return runScheduledReports({ db, mailer, manageLink: `${config.publicUrl}/profile` }, now);
}
