import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboxMailer } from '../src/modules/mail/outbox-mailer';
import { createSmtpMailer } from '../src/modules/mail/smtp-mailer';
import { confirmationMail, passwordResetMail } from '../src/modules/mail/templates';
import { buildTestApp } from './helpers/build-test-app';
import { readOutbox } from './helpers/outbox';

const LINK = 'https://adcontrol.example.test/confirm/abc_DEF-123';

describe('e-mail texts', () => {
  it('speaks the recipient’s language and carries the link in text and HTML', () => {
    const subjects = (['en', 'es', 'pt'] as const).map((language) => {
      const mail = confirmationMail({ email: 'a@example.test', firstName: 'Ana', language }, LINK);
      expect(mail.text).toContain(LINK);
      expect(mail.html).toContain(`href="${LINK}"`);
      expect(mail.html).toContain(`lang="${language}"`);
      return mail.subject;
    });
    expect(subjects).toEqual([
      'Confirm your adcontrol account',
      'Confirma tu cuenta de adcontrol',
      'Confirme sua conta do adcontrol',
    ]);
    expect(
      passwordResetMail({ email: 'a@example.test', firstName: null, language: 'es' }, LINK).text,
    ).toMatch(/^Hola a@example\.test:/);
  });

  it('escapes a hostile name in the HTML', () => {
    const mail = confirmationMail(
      { email: 'a@example.test', firstName: '<script>x</script>', language: 'en' },
      LINK,
    );
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
  });
});

describe('the outbox mailer', () => {
  it('writes each e-mail as a JSON file and logs where it is, with its links', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'outbox-'));
    const lines: { details: object; message: string }[] = [];
    const mailer = createOutboxMailer(join(directory, 'outbox'), 'adcontrol <no-reply@x.test>', {
      info: (details, message) => lines.push({ details, message }),
    });
    await mailer.send(confirmationMail({ email: 'b@example.test', firstName: 'Bo', language: 'en' }, LINK));
    const [name] = await readdir(join(directory, 'outbox'));
    const stored = JSON.parse(await readFile(join(directory, 'outbox', name ?? ''), 'utf8'));
    expect(stored).toMatchObject({ to: 'b@example.test', from: 'adcontrol <no-reply@x.test>' });
    expect(lines[0]?.details).toMatchObject({ to: 'b@example.test', links: [LINK] });
    await rm(directory, { recursive: true });
  });
});

describe('the SMTP mailer', () => {
  const received: ParsedMail[] = [];
  let server: SMTPServer;
  let url = '';

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, done) {
        simpleParser(stream)
          .then((mail) => {
            received.push(mail);
            done();
          })
          .catch(done);
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers a real message over SMTP', async () => {
    const mailer = createSmtpMailer(url, 'adcontrol <no-reply@x.test>');
    await mailer.send(passwordResetMail({ email: 'c@example.test', firstName: 'Cy', language: 'pt' }, LINK));
    await mailer.close();
    const mail = received.at(-1);
    expect(mail?.subject).toBe('Redefina sua senha do adcontrol');
    expect(mail?.text).toContain(LINK);
    expect(mail?.from?.text).toContain('no-reply@x.test');
  });

  it('carries attachments, as a scheduled report sends its file', async () => {
    const mailer = createSmtpMailer(url, 'adcontrol <no-reply@x.test>');
    const content = Buffer.from('%PDF-1.3 a report');
    await mailer.send({
      to: 'd@example.test',
      subject: 'Your weekly report: Otoño',
      text: 'Attached',
      html: '<p>Attached</p>',
      attachments: [{ filename: 'report-1-otono.pdf', contentType: 'application/pdf', content }],
    });
    await mailer.close();
    const [file] = received.at(-1)?.attachments ?? [];
    expect(file?.filename).toBe('report-1-otono.pdf');
    expect(file?.contentType).toBe('application/pdf');
    expect(file?.content.equals(content)).toBe(true);
  });

  it('is what the app uses when SMTP_URL is set: sign-up mails go out, none to the outbox', async () => {
    const testApp = await buildTestApp({ SMTP_URL: url });
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { email: 'smtp.user@example.test', password: 'long password', firstName: 'Smtp' },
    });
    expect(response.statusCode).toBe(201);
    const mail = received.find(
      (item) => item.subject?.includes('Confirm') && item.text?.includes('/confirm/'),
    );
    expect(mail?.to && 'text' in mail.to ? mail.to.text : '').toBe('smtp.user@example.test');
    expect(await readOutbox(testApp.config)).toEqual([]);
    await testApp.close();
  });

  it('keeps nothing when the mail server is down: the sign-up fails and can be retried', async () => {
    const testApp = await buildTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' });
    const payload = { email: 'retry@example.test', password: 'long password', firstName: 'Retry' };
    const failed = await testApp.app.inject({ method: 'POST', url: '/api/auth/sign-up', payload });
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE' });
    const signIn = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: payload.email, password: payload.password },
    });
    expect(signIn.statusCode).toBe(401);
    await testApp.close();
  });
});
