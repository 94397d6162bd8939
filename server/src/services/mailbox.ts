/**
 * The mailbox an address reaches, for limits per mailbox: lower case, the '+tag' of the local
 * part dropped (most providers deliver `jane+anything@` to `jane@`), and for Gmail the dots too
 * (`j.a.n.e@gmail.com` is `jane@gmail.com`; googlemail.com is gmail.com). So one stranger's
 * address written a hundred ways is still one mailbox.
 */
export function mailboxKey(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at < 1) return lower;
  let local = lower.slice(0, at);
  let domain = lower.slice(at + 1);
  const tag = local.indexOf('+');
  if (tag > 0) local = local.slice(0, tag);
  if (domain === 'googlemail.com') domain = 'gmail.com';
  if (domain === 'gmail.com') local = local.replace(/\./g, '');
  return `${local}@${domain}`;
}
