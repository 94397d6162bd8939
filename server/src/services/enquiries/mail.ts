import { COMPANY, SITE_ROUTES, formatClinic } from 'shared-data/contract';
import type { MailMessage } from '../../core/mailer';
import type { SmsMessage } from '../../core/sms';
import { composeMail, facts, quote, signature, text } from '../mail-layout';

/**
 * A response that opens with its own greeting ('Dear Jane,', 'Hello Jane', 'Good morning',
 * 'Habari'): then the mail adds none, so the client is greeted once.
 */
const GREETING =
  /^\s*(dear|hello|hallo|hi|hey|greetings|good\s+(morning|afternoon|evening|day)|jambo|hujambo|habari|salaams?)\b/i;

export const opensWithGreeting = (response: string) => GREETING.test(response);

/**
 * The answer to an enquiry: the staff member's response (greeted once), signed with their full
 * name and role, then the enquiry quoted as the visitor's. The enquiry came with any address
 * typed: the visitor's name and message follow the answer, quoted as theirs, never inside the
 * clinic's words (docs/security.md#visitor-text-mail-and-sms).
 */
export function enquiryAnswerMail(
  enquiry: { email: string; fullname: string; message: string },
  response: string,
  responder: { fullname: string; role: string },
): MailMessage {
  return {
    to: enquiry.email,
    ...composeMail(`Your enquiry to ${COMPANY.name}`, [
      ...(opensWithGreeting(response) ? [] : [text('Hello,')]),
      text(response.trim()),
      signature(...[responder.fullname, responder.role.trim()].filter(Boolean)),
      quote('You wrote, in the enquiry form:', [
        ['Name', enquiry.fullname],
        ['Message', enquiry.message],
      ]),
    ]),
  };
}

/** The subject of the acknowledgement of an enquiry. */
export const ENQUIRY_RECEIVED_SUBJECT = `We have your message - ${COMPANY.name}`;

/**
 * The acknowledgement of an enquiry, to the address the form was sent with. Anyone can type any
 * address into the form, so it holds the clinic's words only: no name, no message, nothing the
 * visitor typed (docs/security.md#visitor-text-mail-and-sms), and it tells a reader who did not
 * write that they can let it be.
 */
export function enquiryReceivedMail(
  enquiry: { email: string; createdAt: string },
  publicUrl: string,
): MailMessage {
  return {
    to: enquiry.email,
    ...composeMail(ENQUIRY_RECEIVED_SUBJECT, [
      text('Hello,'),
      text(
        'Thank you for writing to us. Your message from the contact form on our website has reached the clinic: a member of our team will answer you by email or phone, usually within one working day.',
      ),
      facts([
        ['Received', formatClinic(enquiry.createdAt, "EEEE d MMMM yyyy 'at' HH:mm")],
        ['Emergency line, 24 hours', COMPANY.emergencyPhone],
        ['Consultation hours', COMPANY.consultationHours.join('\n')],
      ]),
      text(
        `If your animal needs help now, please call us on ${COMPANY.emergencyPhone} rather than wait for our answer.`,
      ),
      text('To see a doctor, you can book an appointment online:', [
        { link: `${publicUrl}${SITE_ROUTES.public.bookAppointment}` },
      ]),
      text(
        'If you did not write to us, someone typed your address into our form by mistake: you can ignore this mail.',
      ),
      signature(),
    ]),
  };
}

/**
 * The acknowledgement by text message, to a Kenyan mobile number (+254...). The clinic's words
 * and phone number only: nothing the visitor typed (docs/security.md#visitor-text-mail-and-sms).
 */
export function enquiryReceivedSms(to: string): SmsMessage {
  return {
    to,
    text: `${COMPANY.shortName}: we have your message and will answer soon. If your animal needs help now, call ${COMPANY.emergencyPhone} (24 hours).`,
  };
}
