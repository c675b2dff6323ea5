import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One e-mail the server wrote to `${DATA_DIR}/outbox/` (no SMTP configured). */
export interface OutboxMail {
  file: string;
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  sentAt: string;
}

export type LinkKind = 'confirm' | 'reset-password';

function readOutbox(dataDir: string): OutboxMail[] {
  const directory = join(dataDir, 'outbox');
  let files: string[];
  try {
    files = readdirSync(directory).filter((name) => name.endsWith('.json'));
  } catch {
    return [];
  }
  return files.sort().map((file) => ({
    file,
    ...(JSON.parse(readFileSync(join(directory, file), 'utf8')) as Omit<OutboxMail, 'file'>),
  }));
}

/** Every e-mail written so far to one address, oldest first. */
export function mailsTo(dataDir: string, to: string): OutboxMail[] {
  return readOutbox(dataDir).filter((mail) => mail.to.toLowerCase() === to.toLowerCase());
}

/** The link of that kind in the e-mail's text. */
export function linkIn(mail: OutboxMail, kind: LinkKind): string | null {
  return new RegExp(`https?://\\S+/${kind}/[\\w-]+`).exec(mail.text)?.[0] ?? null;
}

/** Waits for the newest e-mail to `to` that carries a link of that kind, and returns it with the link. */
export async function waitForMail(
  dataDir: string,
  to: string,
  kind: LinkKind,
  timeoutMs = 10_000,
): Promise<{ mail: OutboxMail; link: string }> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = mailsTo(dataDir, to)
      .filter((candidate) => linkIn(candidate, kind))
      .at(-1);
    const link = mail && linkIn(mail, kind);
    if (mail && link) return { mail, link };
    if (Date.now() > deadline) throw new Error(`no ${kind} e-mail to ${to} in ${join(dataDir, 'outbox')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
