import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mail, Mailer } from '../../src/modules/mail/mailer';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createAccount } from '../helpers/fixtures';

/** An SMTP server a moment away, as a real one is; `refuse` makes it turn every e-mail down. */
const SMTP_ROUND_TRIP_MS = 150;
const sent: Mail[] = [];
let refuse = false;
const slowMailer: Mailer = {
  kind: 'smtp',
  async send(mail) {
    await new Promise((resolve) => setTimeout(resolve, SMTP_ROUND_TRIP_MS));
    if (refuse) throw new Error('550 mailbox unavailable');
    sent.push(mail);
  },
  async close() {},
};

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp({ AUTH_RATE_LIMIT_PER_ACCOUNT: '1000' }, { mailer: slowMailer });
});
afterAll(() => testApp.close());

async function forgot(email: string) {
  const started = performance.now();
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: { email },
  });
  return { response, ms: performance.now() - started };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

describe('forgot password, known and unknown addresses', () => {
  it('answers in about the same time: neither waits for the mail server', async () => {
    const account = await createAccount(testApp.database.db, { email: 'known@example.test' });
    const known: number[] = [];
    const unknown: number[] = [];
    for (let round = 0; round < 7; round += 1) {
      known.push((await forgot(account.email)).ms);
      unknown.push((await forgot(`unknown${round}@example.test`)).ms);
    }
    // Loose on purpose: the mail server's round trip alone would put the known address far beyond it.
    expect(median(known)).toBeLessThan(median(unknown) * 2 + SMTP_ROUND_TRIP_MS / 3);
    await expect.poll(() => sent.filter((mail) => mail.to === account.email).length).toBe(7);
    expect(sent.filter((mail) => mail.to !== account.email)).toEqual([]);
  });

  it('answers the same when the mail server refuses, so a failure tells nothing either', async () => {
    const account = await createAccount(testApp.database.db, { email: 'refused@example.test' });
    refuse = true;
    try {
      const { response } = await forgot(account.email);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true });
    } finally {
      await new Promise((resolve) => setTimeout(resolve, SMTP_ROUND_TRIP_MS * 2));
      refuse = false;
    }
  });
});
