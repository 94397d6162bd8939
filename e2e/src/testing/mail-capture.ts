import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  to: string[];
  subject: string;
  text: string;
  /** Attached files, their content as text (a calendar file, ...). */
  attachments: { filename: string; mimeType: string; content: string }[];
}

/**
 * An SMTP server on loopback that keeps every message the site sends, parsed: point the
 * server at it with SMTP_URL=smtp://127.0.0.1:<port>.
 */
export async function startMailCapture() {
  const received: CapturedMail[] = [];
  const arrivals = new Set<() => void>();
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    allowInsecureAuth: true,
    logger: false,
    onAuth: (_auth, _session, callback) => callback(null, { user: 'e2e' }),
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks)).then(
          (mail) => {
            received.push({
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
              subject: mail.subject ?? '',
              text: mail.text ?? mail.html ?? '',
              attachments: mail.attachments.map((file) => ({
                filename: file.filename ?? '',
                mimeType: file.mimeType,
                content:
                  typeof file.content === 'string'
                    ? file.content
                    : Buffer.from(file.content as ArrayBuffer).toString('utf8'),
              })),
            });
            for (const arrived of arrivals) arrived();
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  /** The first message to `address` that `accept` takes, waiting for it to arrive. */
  function waitFor(
    address: string,
    accept: (mail: CapturedMail) => boolean = () => true,
    timeoutMs = 20_000,
  ): Promise<CapturedMail> {
    const find = () =>
      received.find((mail) => mail.to.includes(address.toLowerCase()) && accept(mail));
    return new Promise((resolve, reject) => {
      const check = () => {
        const mail = find();
        if (!mail) return;
        clearTimeout(timer);
        arrivals.delete(check);
        resolve(mail);
      };
      const timer = setTimeout(() => {
        arrivals.delete(check);
        reject(new Error(`No mail to ${address} within ${timeoutMs} ms`));
      }, timeoutMs);
      arrivals.add(check);
      check();
    });
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    waitFor,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
