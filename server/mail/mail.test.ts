/**
 * Mail: the Romanian templates, the outbox mailer, the SMTP mailer against a small fake SMTP
 * server, and the sandbox mailbox (gating, newest first, one message opened).
 */
import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '@/server/db/testing/test-db';
import { createOutboxMailer, createSmtpMailer } from './mailer';
import { isMailboxEnabled, parseMessageId, readMailbox } from './mailbox';
import { confirmationCodeMail, invitationMail, passwordResetCodeMail } from './templates';

describe('templates', () => {
  it('writes the confirmation code in Romanian, text and HTML', () => {
    const mail = confirmationCodeMail({ name: 'Maria', code: '042917' });
    expect(mail.subject).toBe('Codul tău de confirmare Volan: 042917');
    expect(mail.text).toContain('Bună, Maria,');
    expect(mail.text).toContain('Codul tău de confirmare este: 042917');
    expect(mail.text).toContain('valabil 24 de ore');
    expect(mail.html).toContain('<html lang="ro">');
    expect(mail.html).toContain('042917');
  });

  it('writes the reset code and the invitation', () => {
    expect(passwordResetCodeMail({ code: '123456' }).text).toMatch(/^Bună,\n[\s\S]*Codul de resetare este: 123456/);
    const invite = invitationMail({
      inviterName: 'Mihai',
      companyName: 'Auto Premium Volan SRL',
      link: 'https://www.volan.ro/multi-user/register?token=abc',
    });
    expect(invite.subject).toBe('Mihai te invită în echipa Auto Premium Volan SRL pe Volan');
    expect(invite.html).toContain('href="https://www.volan.ro/multi-user/register?token=abc"');
  });

  it('escapes what users typed, and takes only web links', () => {
    const mail = confirmationCodeMail({ name: '<img src=x onerror=alert(1)>', code: '111111' });
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(() => invitationMail({ inviterName: 'a', companyName: 'b', link: 'javascript:alert(1)' })).toThrow();
  });
});

describe('SMTP mailer', () => {
  let server: Server;
  let port = 0;
  const received: { envelope: string[]; data: string }[] = [];

  beforeAll(async () => {
    // Just enough SMTP for one client: greet, accept everything, collect DATA.
    server = createServer((socket) => {
      let buffer = '';
      let data: string | null = null;
      const envelope: string[] = [];
      socket.write('220 fake.smtp ESMTP\r\n');
      socket.on('data', (chunk: Buffer) => {
        buffer += chunk.toString('utf8');
        let end = buffer.indexOf('\r\n');
        while (end >= 0) {
          const line = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (data !== null) {
            if (line === '.') {
              received.push({ envelope: [...envelope], data });
              data = null;
              socket.write('250 queued\r\n');
            } else data += `${line}\n`;
          } else {
            const verb = line.slice(0, 4).toUpperCase();
            if (verb === 'MAIL' || verb === 'RCPT') envelope.push(line);
            if (verb === 'DATA') {
              data = '';
              socket.write('354 go ahead\r\n');
            } else if (verb === 'QUIT') socket.end('221 bye\r\n');
            else socket.write('250 fake.smtp\r\n');
          }
          end = buffer.indexOf('\r\n');
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('sends through the SMTP_URL server', async () => {
    const mailer = createSmtpMailer(`smtp://127.0.0.1:${port}`, 'Volan <no-reply@volan.ro>');
    expect(mailer.kind).toBe('smtp');
    await mailer.send({ to: 'maria@volan.test', ...confirmationCodeMail({ name: 'Maria', code: '654321' }) });
    expect(received).toHaveLength(1);
    expect(received[0]?.envelope).toEqual(['MAIL FROM:<no-reply@volan.ro>', 'RCPT TO:<maria@volan.test>']);
    expect(received[0]?.data).toMatch(/^To: maria@volan\.test$/m);
    expect(received[0]?.data).toContain('654321');
  });
});

describe('outbox and the sandbox mailbox', () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb({ seed: false });
  });
  afterAll(async () => {
    await t.close();
  });

  it('writes messages to the outbox and lists them newest first, opening one by id', async () => {
    const mailer = createOutboxMailer(t.db);
    await mailer.send({ to: 'Unu@Volan.test', ...confirmationCodeMail({ code: '100001' }) });
    await mailer.send({ to: 'doi@volan.test', ...passwordResetCodeMail({ code: '200002' }) });
    const list = await readMailbox(t.db, { SMTP_URL: undefined }, null);
    expect(list.sandbox).toBe(true);
    expect(list.selected).toBeNull();
    expect(list.messages.map((m) => [m.to, m.template])).toEqual([
      ['doi@volan.test', 'password-reset-code'],
      ['unu@volan.test', 'confirmation-code'],
    ]);
    const opened = await readMailbox(t.db, { SMTP_URL: 'smtp://mail' }, list.messages[1]?.id ?? null);
    expect(opened.sandbox).toBe(false);
    expect(opened.selected).toMatchObject({ to: 'unu@volan.test', template: 'confirmation-code' });
    expect(opened.selected?.text).toContain('100001');
    expect((await readMailbox(t.db, {}, 999_999)).selected).toBeNull();
  });

  it.each([
    [{ DEV_MAILBOX: 'auto', NODE_ENV: 'development', SMTP_URL: 'smtp://mail' }, true],
    [{ DEV_MAILBOX: 'auto', NODE_ENV: 'test', SMTP_URL: 'smtp://mail' }, true],
    [{ DEV_MAILBOX: 'auto', NODE_ENV: 'production', SMTP_URL: undefined }, true],
    [{ DEV_MAILBOX: 'auto', NODE_ENV: 'production', SMTP_URL: 'smtp://mail' }, false],
    [{ DEV_MAILBOX: '0', NODE_ENV: 'development', SMTP_URL: undefined }, false],
    [{ DEV_MAILBOX: '1', NODE_ENV: 'production', SMTP_URL: 'smtp://mail' }, true],
  ] as const)('mailbox shown for %j: %s', (env, shown) => {
    expect(isMailboxEnabled(env)).toBe(shown);
  });

  it.each([
    ['12', 12],
    [['7', '8'], 7],
    ['1e3', null],
    ['-1', null],
    ['', null],
    [undefined, null],
  ] as const)('reads the message id %j as %j', (value, id) => {
    expect(parseMessageId(value)).toBe(id);
  });
});
