import { COMPANY, LIMITS } from 'shared-data/contract';

/** What the account mails say; the services choose when to send them. */
export interface MailText {
  subject: string;
  text: string;
}

/** The lines that give a one-time code and say how to use it. */
function codeLines(code: string): string {
  return [
    `Your ${COMPANY.name} code is ${code}.`,
    '',
    `Enter it on the Reset Password page within ${LIMITS.otpMinutes} minutes, with the new password you choose.`,
    'It works once. If you did not ask for it, ignore this message: your password stays as it is.',
  ].join('\n');
}

export function codeMail(code: string): MailText {
  return { subject: `Your ${COMPANY.name} code`, text: codeLines(code) };
}

/** To a member an administrator added: how to choose a password with the code. */
export function invitationMail(
  member: { fullname: string; role: string },
  adminName: string,
  code: string,
): MailText {
  return {
    subject: `Your ${COMPANY.name} staff account`,
    text: [
      `Dear ${member.fullname},`,
      '',
      `${adminName} has added you to the ${COMPANY.name} staff portal as ${member.role}.`,
      'To choose your password, open Reset Password on the sign-in page and enter this email address, the code below and your new password.',
      '',
      codeLines(code),
      '',
      'When the code has expired, ask for a new one on the Request Code page.',
    ].join('\n'),
  };
}

export function activatedMail(fullname: string): MailText {
  return {
    subject: `Your ${COMPANY.name} account is active`,
    text: [
      `Dear ${fullname},`,
      '',
      `An administrator has activated your ${COMPANY.name} staff account. You can sign in now.`,
    ].join('\n'),
  };
}

export function passwordChangedMail(fullname: string): MailText {
  return {
    subject: `Your ${COMPANY.name} password was changed`,
    text: [
      `Dear ${fullname},`,
      '',
      `The password of your ${COMPANY.name} staff account was changed, and every device signed in to it was signed out.`,
      'If this was not you, ask an administrator to suspend the account and contact us at once.',
    ].join('\n'),
  };
}

/**
 * To the owner of an address someone tried to register again: nothing was changed, and how to
 * get in if it was them. The registration itself answered as a new one would.
 */
export function takenAddressMail(fullname: string, publicUrl: string): MailText {
  return {
    subject: `Someone tried to register with your ${COMPANY.name} address`,
    text: [
      `Dear ${fullname},`,
      '',
      `Someone tried to register a new ${COMPANY.name} staff account with this email address, which already has one. Nothing was changed.`,
      `If it was you, sign in at ${publicUrl}/sign_in, or reset your password at ${publicUrl}/otp.`,
      'If it was not you, you need do nothing.',
    ].join('\n'),
  };
}
