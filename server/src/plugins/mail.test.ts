import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Mailer } from '../core/mailer';
import {
  CODE,
  collectingLogger,
  emlFiles,
  FROM,
  MESSAGE,
  outboxCount,
  parse,
  tempDirsRemovedAfterEach,
} from '../testing/mail-fixture';
import { createMailer } from './mail';

const tempDir = tempDirsRemovedAfterEach();

// Date.now is spied on to make several messages in one millisecond.
afterEach(() => jest.restoreAllMocks());

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
    expect(outboxCount(outboxDir)).toBe(0);
    expect(logger.lines).toHaveLength(0);
  });
});
