import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import PostalMime from 'postal-mime';
import type { Mailer } from '../core/mailer';
import { createMailer, MailDeliveryError, SMTP_TIMEOUTS } from './mail';
import { startSmtpServer } from '../testing/smtp-server';

const FROM = 'Mifugo Animal Health <no-reply@localhost>';
const CODE = '493817';
const MESSAGE = {
  to: 'Wanjiku Kamau <wanjiku@example.com>',
  subject: 'Your sign-in code',
  text: `Your code is ${CODE}. It expires in 10 minutes.`,
};

interface LogLine {
  msg: string;
  [key: string]: unknown;
}

/** A real Fastify (pino) logger whose JSON lines land in an array. */
function collectingLogger(): { log: FastifyBaseLogger; lines: LogLine[]; raw: string[] } {
  const raw: string[] = [];
  const app = Fastify({ logger: { level: 'info', stream: { write: (line) => raw.push(line) } } });
  return {
    log: app.log,
    raw,
    get lines() {
      return raw.map((line) => JSON.parse(line) as LogLine);
    },
  };
}

let tempDirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mail-test-'));
  tempDirs.push(dir);
  return dir;
}

const emlFiles = (dir: string): string[] =>
  readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort();

const parse = (raw: Buffer | string) => PostalMime.parse(raw);

afterEach(() => {
  jest.restoreAllMocks();
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
  tempDirs = [];
});

describe('outbox mode (no SMTP_URL)', () => {
  let outboxDir: string;
  let logger: ReturnType<typeof collectingLogger>;
  let mailer: Mailer;

  beforeEach(() => {
    // A directory that does not exist yet: the mailer makes it.
    outboxDir = path.join(tempDir(), 'outbox');
    logger = collectingLogger();
    mailer = createMailer({ from: FROM, outboxDir, log: logger.log });
  });

  afterEach(() => mailer.close());

  it('writes each message as an .eml file a mail program can read', async () => {
    await mailer.send(MESSAGE);
    await mailer.send({
      to: 'otieno@example.com',
      subject: 'Re: Deworming for 40 goats',
      text: 'Habari Otieno, yes we can visit on Tuesday.',
      html: '<p>Habari Otieno, yes we can visit on <b>Tuesday</b>.</p>',
      replyTo: 'Clinic desk <desk@example.com>',
    });

    const files = emlFiles(outboxDir);
    expect(files).toHaveLength(2);
    const [first, second] = await Promise.all(
      files.map((name) => parse(readFileSync(path.join(outboxDir, name)))),
    );

    expect(first?.from).toEqual({ name: 'Mifugo Animal Health', address: 'no-reply@localhost' });
    expect(first?.to).toEqual([{ name: 'Wanjiku Kamau', address: 'wanjiku@example.com' }]);
    expect(first?.subject).toBe(MESSAGE.subject);
    expect(first?.text?.trim()).toBe(MESSAGE.text);
    expect(first?.html).toBeUndefined();
    expect(first?.messageId).toMatch(/^<.+@localhost>$/);
    expect(first?.date).toBeDefined();

    expect(second?.to).toEqual([{ name: '', address: 'otieno@example.com' }]);
    expect(second?.subject).toBe('Re: Deworming for 40 goats');
    expect(second?.text?.trim()).toBe('Habari Otieno, yes we can visit on Tuesday.');
    expect(second?.html).toContain('<b>Tuesday</b>');
    expect(second?.replyTo).toEqual([{ name: 'Clinic desk', address: 'desk@example.com' }]);
  });

  it('writes the message with CRLF line ends, as it would go over SMTP', async () => {
    await mailer.send(MESSAGE);
    const [name] = emlFiles(outboxDir);
    const raw = readFileSync(path.join(outboxDir, String(name)), 'latin1');
    expect(raw).toMatch(/^From: Mifugo Animal Health <no-reply@localhost>\r\n/m);
    expect(raw.replace(/\r\n/g, '')).not.toContain('\n');
  });

  it('logs one line per message with file, recipient and subject, never the body', async () => {
    await mailer.send(MESSAGE);
    await mailer.send({ ...MESSAGE, to: 'otieno@example.com', subject: 'Second' });

    const files = emlFiles(outboxDir).map((name) => path.join(outboxDir, name));
    expect(logger.lines).toHaveLength(2);
    expect(logger.lines).toEqual([
      expect.objectContaining({
        level: 30,
        msg: 'mail written to the outbox',
        file: files[0],
        to: MESSAGE.to,
        subject: MESSAGE.subject,
      }),
      expect.objectContaining({ file: files[1], to: 'otieno@example.com', subject: 'Second' }),
    ]);
    expect(logger.raw.join('')).not.toContain(CODE);
  });

  it('keeps the outbox private: a 0700 directory of 0600 files', async () => {
    await mailer.send(MESSAGE);
    const [name] = emlFiles(outboxDir);
    // POSIX modes only mean something off Windows.
    if (process.platform !== 'win32') {
      expect(statSync(outboxDir).mode & 0o777).toBe(0o700);
      expect(statSync(path.join(outboxDir, String(name))).mode & 0o777).toBe(0o600);
    }
  });

  it('gives distinct, time-sorted, portable names to messages sent in the same millisecond', async () => {
    const now = Date.UTC(2026, 11, 31, 23, 59, 59, 999);
    const clock = jest.spyOn(Date, 'now').mockReturnValue(now);
    const subjects = Array.from({ length: 25 }, (_, i) => `Message ${i}`);
    await Promise.all(subjects.map((subject) => mailer.send({ ...MESSAGE, subject })));
    // One millisecond later, then a new year: later files still sort last.
    clock.mockReturnValue(now + 1);
    await mailer.send({ ...MESSAGE, subject: 'Next millisecond' });
    await mailer.send({ ...MESSAGE, subject: 'Same millisecond again' });
    clock.mockReturnValue(now + 60_000);
    await mailer.send({ ...MESSAGE, subject: 'Next year' });

    const files = emlFiles(outboxDir);
    expect(files).toHaveLength(28);
    for (const name of files) expect(name).toMatch(/^[0-9A-Za-z-]+\.eml$/);
    expect(files[0]).toMatch(/^2026-12-31T23-59-59-999Z-/);
    expect(files[27]).toMatch(/^2027-01-01T00-00-59-999Z-/);

    const parsed = await Promise.all(
      files.map((name) => parse(readFileSync(path.join(outboxDir, name)))),
    );
    expect(parsed.map((email) => email.subject)).toEqual([
      ...subjects,
      'Next millisecond',
      'Same millisecond again',
      'Next year',
    ]);
  });

  it('keeps a subject with CR/LF on one line: no injected header', async () => {
    await mailer.send({ ...MESSAGE, subject: 'Enquiry\r\nBcc: evil@example.com' });
    await mailer.send({ ...MESSAGE, subject: 'Enquiry\nX-Injected: yes\r\n\r\nbody' });

    const files = emlFiles(outboxDir);
    for (const name of files) {
      const raw = readFileSync(path.join(outboxDir, name), 'latin1');
      const headers = raw.slice(0, raw.indexOf('\r\n\r\n'));
      expect(headers).not.toMatch(/^(bcc|x-injected):/im);
      const email = await parse(raw);
      expect(email.headers.map((h) => h.key)).not.toContain('bcc');
      expect(email.bcc).toBeUndefined();
      expect(email.text?.trim()).toBe(MESSAGE.text);
    }
    const emails = await Promise.all(
      files.map((name) => parse(readFileSync(path.join(outboxDir, name)))),
    );
    expect(emails.map((email) => email.subject)).toEqual([
      'Enquiry Bcc: evil@example.com',
      'Enquiry X-Injected: yes body',
    ]);
  });

  it.each([
    ['a header after CR/LF', 'wanjiku@example.com\r\nBcc: evil@example.com'],
    ['a header after LF', 'wanjiku@example.com\nBcc: evil@example.com'],
    ['a group', 'Bcc: evil@example.com'],
    ['two addresses', 'wanjiku@example.com, evil@example.com'],
    ['no address', 'Wanjiku'],
    ['nothing', ''],
  ])('refuses a recipient with %s and writes nothing', async (_case, to) => {
    await expect(mailer.send({ ...MESSAGE, to })).rejects.toThrow('to must be one email address');
    await expect(mailer.send({ ...MESSAGE, replyTo: to })).rejects.toThrow(
      'replyTo must be one email address',
    );
    expect(safeCount(outboxDir)).toBe(0);
    expect(logger.lines).toHaveLength(0);
  });
});

function safeCount(dir: string): number {
  try {
    return emlFiles(dir).length;
  } catch {
    return 0;
  }
}

describe('SMTP mode', () => {
  let closers: (() => Promise<void> | void)[] = [];
  let logger: ReturnType<typeof collectingLogger>;
  let outboxDir: string;

  beforeEach(() => {
    logger = collectingLogger();
    outboxDir = path.join(tempDir(), 'outbox');
  });

  afterEach(async () => {
    for (const close of closers.reverse()) await close();
    closers = [];
  });

  function mailerFor(smtpUrl: string): Mailer {
    const mailer = createMailer({ smtpUrl, from: FROM, outboxDir, log: logger.log });
    closers.push(() => mailer.close());
    return mailer;
  }

  it('sends through the server named by SMTP_URL, with its credentials', async () => {
    const smtp = await startSmtpServer();
    closers.push(smtp.close);
    const mailer = mailerFor(`smtp://clinic%40example.com:s3cr%3At@127.0.0.1:${smtp.port}`);

    await mailer.send({ ...MESSAGE, html: `<p>Your code is <b>${CODE}</b></p>` });

    expect(smtp.logins).toEqual([{ username: 'clinic@example.com', password: 's3cr:t' }]);
    expect(smtp.received).toHaveLength(1);
    const [delivery] = smtp.received;
    expect(delivery?.from).toBe('no-reply@localhost');
    expect(delivery?.to).toEqual(['wanjiku@example.com']);
    const email = await parse(delivery?.raw ?? '');
    expect(email.from).toEqual({ name: 'Mifugo Animal Health', address: 'no-reply@localhost' });
    expect(email.to).toEqual([{ name: 'Wanjiku Kamau', address: 'wanjiku@example.com' }]);
    expect(email.subject).toBe(MESSAGE.subject);
    expect(email.text?.trim()).toBe(MESSAGE.text);
    expect(email.html).toContain(`<b>${CODE}</b>`);

    // Nothing in the outbox; one log line, without the body.
    expect(safeCount(outboxDir)).toBe(0);
    expect(logger.lines).toEqual([
      expect.objectContaining({ msg: 'mail sent', to: MESSAGE.to, messageId: email.messageId }),
    ]);
    expect(logger.raw.join('')).not.toContain(CODE);
  });

  it('delivers to the one recipient only, whatever the subject holds', async () => {
    const smtp = await startSmtpServer();
    closers.push(smtp.close);
    const mailer = mailerFor(`smtp://127.0.0.1:${smtp.port}`);

    await mailer.send({ ...MESSAGE, subject: 'Hi\r\nBcc: evil@example.com' });
    await expect(
      mailer.send({ ...MESSAGE, to: 'wanjiku@example.com\r\nBcc: evil@example.com' }),
    ).rejects.toThrow('to must be one email address');

    expect(smtp.received.map((delivery) => delivery.to)).toEqual([['wanjiku@example.com']]);
    const email = await parse(smtp.received[0]?.raw ?? '');
    expect(email.headers.map((h) => h.key)).not.toContain('bcc');
    expect(email.subject).toBe('Hi Bcc: evil@example.com');
  });

  it('rejects when the server refuses the recipient', async () => {
    const smtp = await startSmtpServer({
      onRcptTo(_address, _session, callback) {
        callback(Object.assign(new Error('No such mailbox here'), { responseCode: 550 }));
      },
    });
    closers.push(smtp.close);
    const mailer = mailerFor(`smtp://127.0.0.1:${smtp.port}`);

    const sending = mailer.send(MESSAGE);
    await expect(sending).rejects.toBeInstanceOf(MailDeliveryError);
    await expect(sending).rejects.toMatchObject({
      statusCode: 502,
      message: expect.stringContaining('550'),
      cause: expect.objectContaining({ responseCode: 550 }),
    });
    expect(smtp.received).toHaveLength(0);
    expect(logger.lines).toHaveLength(0);
  });

  it('rejects at once when nothing listens on the port', async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as AddressInfo;
        probe.close(() => resolve(free));
      });
    });
    const mailer = mailerFor(`smtp://127.0.0.1:${port}`);

    const started = Date.now();
    await expect(mailer.send(MESSAGE)).rejects.toBeInstanceOf(MailDeliveryError);
    expect(Date.now() - started).toBeLessThan(SMTP_TIMEOUTS.connectionTimeout);
  });

  it('gives up on a server that accepts the connection but never greets', async () => {
    const sockets = new Set<Socket>();
    const silent: Server = createServer((socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    closers.push(
      () =>
        new Promise<void>((resolve) => {
          for (const socket of sockets) socket.destroy();
          silent.close(() => resolve());
        }),
    );
    const { port } = silent.address() as AddressInfo;
    const mailer = mailerFor(`smtp://127.0.0.1:${port}`);

    // Nodemailer's own defaults would wait 30 s here (2 min for a connection): a few seconds.
    const started = Date.now();
    await expect(mailer.send(MESSAGE)).rejects.toBeInstanceOf(MailDeliveryError);
    expect(Date.now() - started).toBeLessThan(8_000);
  }, 15_000);
});
