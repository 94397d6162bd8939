import { COMPANY, PRIVACY, SITE_ROUTES } from 'shared-data/contract';
import type { MailMessage } from '../../core/mailer';
import type { SmsMessage } from '../../core/sms';
import { composeMail, signature, text } from '../mail-layout';

/** The subject of the privacy page's code mail. */
export const PRIVACY_CODE_SUBJECT = `Your code to see your data - ${COMPANY.name}`;

/**
 * The code that proves control of an email address, for the page where a person sees, corrects
 * and erases their data. The clinic's words only; it tells a reader who did not ask to ignore it.
 */
export function privacyCodeMail(to: string, code: string, publicUrl: string): MailMessage {
  return {
    to,
    ...composeMail(PRIVACY_CODE_SUBJECT, [
      text(['Your code is ', { strong: code }, '.']),
      text(
        `Enter it on the Your data page within ${PRIVACY.codeMinutes} minutes to see, download, correct or erase what ${COMPANY.name} holds about this email address:`,
        [{ link: `${publicUrl}${SITE_ROUTES.public.myData}` }],
      ),
      text(
        'It works once. If you did not ask for it, ignore this message: nobody can see your data without the code.',
      ),
      signature(),
    ]),
  };
}

/** The same code by text, to a Kenyan number: the clinic's words and the code only. */
export function privacyCodeSms(to: string, code: string): SmsMessage {
  return {
    to,
    text: `${COMPANY.shortName}: your code to see your data is ${code}. It works for ${PRIVACY.codeMinutes} minutes. If you did not ask for it, ignore this text.`,
  };
}
