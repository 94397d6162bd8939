/** A text message to one phone number (+254XXXXXXXXX). */
export interface SmsMessage {
  to: string;
  text: string;
}

/**
 * Sends text messages; the sms plugin's createSmsSender makes one (an HTTP SMS gateway, or
 * files in the outbox for development).
 */
export interface SmsSender {
  /** Resolves once the gateway accepted the message (or it is in the outbox). */
  send(message: SmsMessage): Promise<void>;
}
