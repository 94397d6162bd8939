import { COMPANY } from 'shared-data/contract';

export interface MailMessage {
  /** One recipient: 'jane@example.com' or 'Jane Doe <jane@example.com>'. */
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Files sent with the message. */
  attachments?: MailAttachment[];
  /**
   * A calendar entry sent as mail programs expect an organizer's invitation: a text/calendar
   * part beside the text and HTML (Outlook and Gmail read it as an invitation) and the same file
   * attached (Apple Mail and others offer to open it).
   */
  calendar?: MailCalendar;
}

export interface MailCalendar {
  /** The iTIP method of the entry (RFC 5546): it must match the METHOD line inside it. */
  method: 'REQUEST' | 'CANCEL' | 'PUBLISH';
  filename: string;
  content: string;
}

export interface MailAttachment {
  filename: string;
  content: string | Buffer;
  /** e.g. 'application/pdf'. */
  contentType: string;
}

/** Sends mail; the mail plugin's createMailer makes one (SMTP, or files in an outbox). */
export interface Mailer {
  /** Resolves once the SMTP server accepted the message (or it is in the outbox). */
  send(message: MailMessage): Promise<void>;
  close(): Promise<void> | void;
}

/**
 * The sender when MAIL_FROM is not set: the clinic's name, at no-reply@ the site's own host
 * (`"Mifugo Animal Health Services" <no-reply@mifugovet.co.ke>`), so the mail comes from the
 * domain the client booked on. Answers go to the clinic's address (Reply-To), not here.
 */
export function clinicSender(publicUrl: string): string {
  const name = COMPANY.name.replace(/["\\]/g, '');
  return `"${name}" <no-reply@${new URL(publicUrl).hostname}>`;
}

/**
 * The copies of mail and texts an instance wrote to its outbox (DATA_DIR/outbox, without
 * SMTP_URL or SMS_GATEWAY_URL): the retention removes the old ones (docs/privacy.md#retention).
 */
export interface OutboxFiles {
  /** Removes the messages written before `beforeMs`; answers how many went. */
  removeOlderThan(beforeMs: number): Promise<number>;
}
