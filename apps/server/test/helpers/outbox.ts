import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '../../src/config';
import { outboxDirectory } from '../../src/modules/mail/create-mailer';

export interface OutboxMail {
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  sentAt: string;
}

/** Every e-mail the app wrote to its outbox, oldest first. */
export async function readOutbox(config: Config): Promise<OutboxMail[]> {
  const directory = outboxDirectory(config);
  const names = await readdir(directory).catch(() => [] as string[]);
  const mails = await Promise.all(
    names
      .filter((name) => name.endsWith('.json'))
      .sort()
      .map(async (name) => JSON.parse(await readFile(join(directory, name), 'utf8')) as OutboxMail),
  );
  return mails;
}

/**
 * The newest e-mail to that address, and the token at the end of the link it carries. A reset e-mail goes out
 * after the call answers (docs/decisions/043), so this waits a little until `atLeast` have come.
 */
export async function lastMailTo(config: Config, email: string, atLeast = 1) {
  const deadline = Date.now() + 2_000;
  let mails = (await readOutbox(config)).filter((mail) => mail.to === email);
  while (mails.length < atLeast && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    mails = (await readOutbox(config)).filter((mail) => mail.to === email);
  }
  const mail = mails.at(-1);
  if (!mail) throw new Error(`no e-mail to ${email} in the outbox`);
  const link = mail.text.match(/https?:\/\/\S+\/(confirm|reset-password)\/([\w-]+)/);
  return { mail, count: mails.length, link: link?.[0], token: link?.[2] };
}
