export interface MailMessage {
  /** One recipient: 'jane@example.com' or 'Jane Doe <jane@example.com>'. */
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Files sent with the message (a calendar entry). */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  content: string | Buffer;
  /** e.g. 'text/calendar; charset=utf-8; method=REQUEST'. */
  contentType: string;
}

/** Sends mail; the mail plugin's createMailer makes one (SMTP, or files in an outbox). */
export interface Mailer {
  /** Resolves once the SMTP server accepted the message (or it is in the outbox). */
  send(message: MailMessage): Promise<void>;
  close(): Promise<void> | void;
}
