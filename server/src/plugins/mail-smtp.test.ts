import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import path from 'node:path';
import type { Mailer } from '../core/mailer';
import {
  CODE,
  collectingLogger,
  FROM,
  MESSAGE,
  outboxCount,
  parse,
  tempDirsRemovedAfterEach,
} from '../testing/mail-fixture';
import { startSmtpServer } from '../testing/smtp-server';
import { createMailer, MailDeliveryError, SMTP_TIMEOUTS } from './mail';

const tempDir = tempDirsRemovedAfterEach();

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
    expect(outboxCount(outboxDir)).toBe(0);
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
