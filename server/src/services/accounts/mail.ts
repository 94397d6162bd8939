import { COMPANY, LIMITS, localePath, type SiteLocale } from 'shared-data/contract';
import { defineMessages, translator } from '../../i18n/messages';
import { composeMail, signature, text, type Block, type ComposedMail } from '../mail-layout';

// The code mail a person asks for on the Request Code page, in that page's language; the
// mails only staff get (an invitation, an activation) stay in English, the dashboard's.
const m = defineMessages({
  subject: { id: 'account.code.subject', defaultMessage: 'Your {clinic} code' },
  yourCode: { id: 'account.code.yourCode', defaultMessage: 'Your {clinic} code is ' },
  enter: {
    id: 'account.code.enter',
    defaultMessage:
      'Enter it on the Reset Password page within {minutes} minutes, with the new password you choose:',
  },
  once: {
    id: 'account.code.once',
    defaultMessage:
      'It works once. If you did not ask for it, ignore this message: your password stays as it is.',
  },
});

/** What the account mails say (subject, text and HTML); the services choose when to send them. */
export type MailText = ComposedMail;

/** The pages of the account screens a mail links to (docs/behaviour.md#account-screens). */
const pages = (publicUrl: string) => ({
  reset: `${publicUrl}/reset`,
  requestCode: `${publicUrl}/otp`,
  signIn: `${publicUrl}/sign_in`,
});

/** The blocks that give a one-time code, link to where it is used, and say how to use it. */
function codeBlocks(code: string, publicUrl: string, locale: SiteLocale = 'en'): Block[] {
  const t = translator(locale);
  return [
    text([t(m.yourCode, { clinic: COMPANY.name }), { strong: code }, '.']),
    text(t(m.enter, { minutes: LIMITS.otpMinutes }), [
      { link: `${publicUrl}${localePath('/reset', locale)}` },
    ]),
    text(t(m.once)),
  ];
}

/** The code asked for on the Request Code page, in the language of the page it was asked on. */
export function codeMail(code: string, publicUrl: string, locale: SiteLocale = 'en'): MailText {
  const t = translator(locale);
  return composeMail(t(m.subject, { clinic: COMPANY.name }), [
    ...codeBlocks(code, publicUrl, locale),
    signature(),
  ]);
}

/** To a member an administrator added: how to choose a password with the code. */
export function invitationMail(
  member: { fullname: string; role: string },
  adminName: string,
  code: string,
  publicUrl: string,
): MailText {
  return composeMail(`Your ${COMPANY.name} staff account`, [
    text(`Dear ${member.fullname},`),
    text(
      `${adminName} has added you to the ${COMPANY.name} staff portal as ${member.role}.`,
      'To choose your password, open the Reset Password page and enter this email address, the code below and your new password.',
    ),
    ...codeBlocks(code, publicUrl),
    text([
      'When the code has expired, ask for a new one on the Request Code page: ',
      { link: pages(publicUrl).requestCode },
    ]),
    signature(),
  ]);
}

export function activatedMail(fullname: string, publicUrl: string): MailText {
  return composeMail(`Your ${COMPANY.name} account is active`, [
    text(`Dear ${fullname},`),
    text([
      `An administrator has activated your ${COMPANY.name} staff account. You can sign in now: `,
      { link: pages(publicUrl).signIn },
    ]),
    signature(),
  ]);
}

export function passwordChangedMail(fullname: string): MailText {
  return composeMail(`Your ${COMPANY.name} password was changed`, [
    text(`Dear ${fullname},`),
    text(
      `The password of your ${COMPANY.name} staff account was changed, and every device signed in to it was signed out.`,
      'If this was not you, ask an administrator to suspend the account and contact us at once.',
    ),
    signature(),
  ]);
}

/**
 * To the owner of an address someone tried to register again: nothing was changed, and how to
 * get in if it was them. The registration itself answered as a new one would.
 */
export function takenAddressMail(fullname: string, publicUrl: string): MailText {
  const { signIn, requestCode } = pages(publicUrl);
  return composeMail(`Someone tried to register with your ${COMPANY.name} address`, [
    text(`Dear ${fullname},`),
    text(
      `Someone tried to register a new ${COMPANY.name} staff account with this email address, which already has one. Nothing was changed.`,
      [
        'If it was you, sign in at ',
        { link: signIn },
        ', or reset your password at ',
        { link: requestCode },
        '.',
      ],
      'If it was not you, you need do nothing.',
    ),
    signature(),
  ]);
}
