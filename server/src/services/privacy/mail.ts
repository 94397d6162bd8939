import { COMPANY, PRIVACY, SITE_ROUTES, localePath, type SiteLocale } from 'shared-data/contract';
import type { MailMessage } from '../../core/mailer';
import type { SmsMessage } from '../../core/sms';
import { composeMail, signature, text } from '../mail-layout';
import { defineMessages, translator, type Translate } from '../../i18n/messages';

const m = defineMessages({
  subject: { id: 'privacy.code.subject', defaultMessage: 'Your code to see your data - {clinic}' },
  yourCode: { id: 'privacy.code.yourCode', defaultMessage: 'Your code is ' },
  enter: {
    id: 'privacy.code.enter',
    defaultMessage:
      'Enter it on the Your data page within {minutes} minutes to see, download, correct or erase what {clinic} holds about this email address:',
  },
  once: {
    id: 'privacy.code.once',
    defaultMessage:
      'It works once. If you did not ask for it, ignore this message: nobody can see your data without the code.',
  },
  sms: {
    id: 'privacy.code.sms',
    defaultMessage:
      '{clinic}: your code to see your data is {code}. It works for {minutes} minutes. If you did not ask for it, ignore this text.',
  },
});

const TRANSLATORS: Record<SiteLocale, Translate> = { en: translator('en'), sw: translator('sw') };
const MINUTES = String(PRIVACY.codeMinutes);

/** The subject of the privacy page's code mail (in English: the one tests and filters know). */
export const PRIVACY_CODE_SUBJECT = TRANSLATORS.en(m.subject, { clinic: COMPANY.name });

/**
 * The code that proves control of an email address, for the page where a person sees, corrects
 * and erases their data, in the language of the page it was asked from. The clinic's words
 * only; it tells a reader who did not ask to ignore it.
 */
export function privacyCodeMail(
  to: string,
  code: string,
  publicUrl: string,
  locale: SiteLocale = 'en',
): MailMessage {
  const t = TRANSLATORS[locale];
  return {
    to,
    ...composeMail(t(m.subject, { clinic: COMPANY.name }), [
      text([t(m.yourCode), { strong: code }, '.']),
      text(t(m.enter, { minutes: MINUTES, clinic: COMPANY.name }), [
        { link: `${publicUrl}${localePath(SITE_ROUTES.public.myData, locale)}` },
      ]),
      text(t(m.once)),
      signature(),
    ]),
  };
}

/** The same code by text, to a Kenyan number: the clinic's words and the code only. */
export function privacyCodeSms(to: string, code: string, locale: SiteLocale = 'en'): SmsMessage {
  return {
    to,
    text: TRANSLATORS[locale](m.sms, { clinic: COMPANY.shortName, code, minutes: MINUTES }),
  };
}
