import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { COMPANY } from 'shared-data/contract';
import { createTransport, type SendMailOptions } from 'nodemailer';
import addressparser from 'nodemailer/lib/addressparser';
import type { MailMessage, Mailer } from '../core/mailer';

export interface MailerOptions {
  /** smtp:// or smtps://, credentials in the URL; undefined: messages go to outboxDir. */
  smtpUrl?: string;
  /** The From of every message, e.g. '"Mifugo Animal Health Services" <no-reply@localhost>'. */
  from: string;
  /**
   * Where answers go unless a message names another: the clinic's address (COMPANY.email), so
   * a client who presses Reply reaches people, not the no-reply sender.
   */
  replyTo?: string;
  outboxDir: string;
  log: FastifyBaseLogger;
}

/**
 * The SMTP server refused the message or could not be reached. Its statusCode makes an
 * uncaught one a 502 (the errors plugin logs the cause and says only "Bad Gateway").
 */
export class MailDeliveryError extends Error {
  readonly statusCode = 502;
  constructor(message: string, options: { cause: unknown }) {
    super(message, options);
    this.name = 'MailDeliveryError';
  }
}

/**
 * Nodemailer waits minutes by default; a request waiting on a dead server must fail fast.
 * A query parameter of SMTP_URL (e.g. `?greetingTimeout=15000`) overrides any of them.
 */
export const SMTP_TIMEOUTS = {
  connectionTimeout: 5_000,
  greetingTimeout: 5_000,
  socketTimeout: 10_000,
  dnsTimeout: 5_000,
} as const;

// C0 controls and DEL: CR/LF would start a new header, the others have no place in one.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]+/g;
// eslint-disable-next-line no-control-regex
const HAS_CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/**
 * Exactly one mailbox, as nodemailer will read it. Nodemailer would turn 'a@x.com\r\nBcc: b@y.com'
 * into a group and send to b@y.com alone, so a control character or a second address is refused.
 */
function singleAddress(field: string, value: string): { name: string; address: string } {
  const parsed = HAS_CONTROL_CHARACTER.test(value) ? [] : addressparser(value);
  const [entry] = parsed;
  if (parsed.length !== 1 || !entry?.address || !/^[^\s@]+@[^\s@]+$/.test(entry.address)) {
    throw new Error(`Mail not sent: ${field} must be one email address`);
  }
  return { name: entry.name, address: entry.address };
}

function composed(
  { from, replyTo = COMPANY.email }: Pick<MailerOptions, 'from' | 'replyTo'>,
  message: MailMessage,
): SendMailOptions {
  return {
    from,
    to: singleAddress('to', message.to),
    replyTo: singleAddress('replyTo', message.replyTo ?? replyTo),
    // A subject is often built from what a visitor typed: keep it on one line.
    subject: message.subject.replace(CONTROL_CHARACTERS, ' ').trim(),
    text: message.text,
    html: message.html,
    attachments: message.attachments?.map((file) => ({
      filename: file.filename,
      content: file.content,
      contentType: file.contentType,
    })),
    // Nodemailer puts it both as a text/calendar alternative and as an attached file.
    icalEvent: message.calendar && {
      method: message.calendar.method,
      filename: message.calendar.filename,
      content: message.calendar.content,
    },
  };
}

/**
 * Unique and sortable by time: the UTC time to the millisecond, a sequence number within that
 * millisecond, then random hex against another process writing the same outbox. Only
 * [0-9A-Za-z-] before '.eml' (no ':'), so the name is valid on every filesystem.
 */
function outboxNamer(): () => string {
  let lastMs = -1;
  let sequence = 0;
  return () => {
    const now = Date.now();
    sequence = now === lastMs ? sequence + 1 : 0;
    lastMs = now;
    const time = new Date(now).toISOString().replace(/[:.]/g, '-');
    const seq = String(sequence).padStart(4, '0');
    return `${time}-${seq}-${randomBytes(3).toString('hex')}.eml`;
  };
}

function outboxMailer({ outboxDir, log, ...sender }: MailerOptions): Mailer {
  // The message nodemailer would have sent, CRLF line ends included, so any mail program opens it.
  const transport = createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  const nextName = outboxNamer();
  return {
    async send(message) {
      const options = composed(sender, message);
      // Named at the call, so the files sort in the order the messages were sent.
      const file = path.join(outboxDir, nextName());
      const info = await transport.sendMail(options);
      if (!Buffer.isBuffer(info.message)) throw new Error('Mail not composed into a buffer');
      // Made on every send: a developer may empty the outbox by deleting it. 0700 and 0600:
      // the messages hold one-time codes.
      await mkdir(outboxDir, { recursive: true, mode: 0o700 });
      // 'wx': never overwrite, even if another process picked the same name.
      await writeFile(file, info.message, { flag: 'wx', mode: 0o600 });
      // Never the body: it may hold a one-time code.
      log.info({ file, to: message.to, subject: options.subject }, 'mail written to the outbox');
    },
    close: () => transport.close(),
  };
}

function smtpMailer({ smtpUrl, log, ...sender }: MailerOptions): Mailer {
  // Options after the URL's: nodemailer lets the URL's query parameters win over them.
  const transport = createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
  return {
    async send(message) {
      const options = composed(sender, message);
      let messageId: string;
      try {
        ({ messageId } = await transport.sendMail(options));
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new MailDeliveryError(`Mail not sent: ${reason}`, { cause: error });
      }
      // Not the subject: in production it may carry a code ("Your code is 123456").
      log.info({ to: message.to, messageId }, 'mail sent');
    },
    close: () => transport.close(),
  };
}

/**
 * The Mailer of the app: sends through SMTP when smtpUrl is set, otherwise writes each message
 * to outboxDir. Not a Fastify plugin: app.ts makes it, hands it to the services and closes it
 * with the app.
 */
export function createMailer(options: MailerOptions): Mailer {
  return options.smtpUrl ? smtpMailer(options) : outboxMailer(options);
}
