import { COMPANY, LIMITS } from 'shared-data/contract';
import { composeMail, signature, text, type Block, type ComposedMail } from '../mail-layout';

/** What the account mails say (subject, text and HTML); the services choose when to send them. */
export type MailText = ComposedMail;

/** The pages of the account screens a mail links to (docs/behaviour.md#account-screens). */
const pages = (publicUrl: string) => ({
  reset: `${publicUrl}/reset`,
  requestCode: `${publicUrl}/otp`,
  signIn: `${publicUrl}/sign_in`,
});

/** The blocks that give a one-time code, link to where it is used, and say how to use it. */
function codeBlocks(code: string, publicUrl: string): Block[] {
  return [
    text([`Your ${COMPANY.name} code is `, { strong: code }, '.']),
    text(
      `Enter it on the Reset Password page within ${LIMITS.otpMinutes} minutes, with the new password you choose:`,
      [{ link: pages(publicUrl).reset }],
    ),
    text(
      'It works once. If you did not ask for it, ignore this message: your password stays as it is.',
    ),
  ];
}

export function codeMail(code: string, publicUrl: string): MailText {
  return composeMail(`Your ${COMPANY.name} code`, [...codeBlocks(code, publicUrl), signature()]);
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
