import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { SmsMessage, SmsSender } from '../core/sms';

export interface SmsOptions {
  /** The gateway's address; undefined: messages are written to outboxDir. */
  gatewayUrl?: string;
  /** Sent as `Authorization: Bearer <token>`. */
  gatewayToken?: string;
  /** The sender name the gateway shows (SMS_SENDER_ID). */
  senderId: string;
  outboxDir: string;
  log: FastifyBaseLogger;
}

/** A gateway that does not answer in time fails the send; the reminder is tried again later. */
export const SMS_TIMEOUT_MS = 10_000;

/**
 * The request every gateway transport sends: POST <SMS_GATEWAY_URL>, JSON
 * `{ "to": "+2547...", "from": "<SMS_SENDER_ID>", "message": "..." }`, with the token as a Bearer
 * header. Any 2xx is accepted; anything else (or no answer) is an error naming the status.
 */
function gatewaySender({ gatewayUrl, gatewayToken, senderId, log }: SmsOptions): SmsSender {
  return {
    async send(message) {
      const response = await fetch(gatewayUrl as string, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          ...(gatewayToken ? { authorization: `Bearer ${gatewayToken}` } : {}),
        },
        body: JSON.stringify({ to: message.to, from: senderId, message: message.text }),
        signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
      });
      // Read it whole, so the connection is released.
      const answer = await response.text();
      if (!response.ok) {
        throw new Error(`SMS gateway answered ${response.status}: ${answer.slice(0, 200)}`);
      }
      log.info({ to: message.to }, 'sms sent');
    },
  };
}

/** Development: each message a small text file in the outbox, beside the mail (`*.sms.txt`). */
function outboxSender({ senderId, outboxDir, log }: SmsOptions): SmsSender {
  return {
    async send(message) {
      const time = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(outboxDir, `${time}-${randomBytes(3).toString('hex')}.sms.txt`);
      await mkdir(outboxDir, { recursive: true, mode: 0o700 });
      await writeFile(file, `To: ${message.to}\r\nFrom: ${senderId}\r\n\r\n${message.text}\r\n`, {
        flag: 'wx',
        mode: 0o600,
      });
      log.info({ file, to: message.to }, 'sms written to the outbox');
    },
  };
}

/** The SmsSender of the app: the HTTP gateway when SMS_GATEWAY_URL is set, else the outbox. */
export function createSmsSender(options: SmsOptions): SmsSender {
  return options.gatewayUrl ? gatewaySender(options) : outboxSender(options);
}

/** Parses an outbox `.sms.txt` file (tests and developers read them). */
export function parseOutboxSms(text: string): SmsMessage & { from: string } {
  const [head = '', ...body] = text.split('\r\n\r\n');
  const field = (name: string) => new RegExp(`^${name}: (.*)$`, 'm').exec(head)?.[1] ?? '';
  return { to: field('To'), from: field('From'), text: body.join('\r\n\r\n').replace(/\r\n$/, '') };
}
