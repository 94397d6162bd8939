import { CONSENT_NAMES, PRIVACY_NOTICE, type ConsentPurpose } from 'shared-data/contract';
import type { Executor } from '../../core/database';
import { consentRepository, type ConsentContact } from '../../repositories/consent-repository';
import { recordChange } from '../audit-service';
import { nowIso, type ServiceContext } from '../context';

// Consents to optional purposes (docs/behaviour.md#consents). Each is recorded with the time,
// the privacy notice's version in force (the server's, never the caller's), the contact and the
// record it came with, in the transaction of that record; giving and withdrawing are also
// entries of the activity log, which no call can edit: the clinic can show when a consent was
// given and when it ended, without the person's name or contact in the log.

/** Where a consent was given or withdrawn, as the activity log names the actor. */
export type ConsentChannel = 'booking form' | 'manage link' | 'privacy page';

export interface GivenConsent {
  purpose: ConsentPurpose;
  contact: ConsentContact;
  /** The record it came with, and how the log names it ('booking MV-ABC123'). */
  source: { type: string; id: string; label: string };
  channel: ConsentChannel;
}

const visitor = (channel: ConsentChannel) => ({ system: `a visitor, through the ${channel}` });

/** Records a consent and its activity log entry, on `trx`; answers its id. */
export async function giveConsent(
  ctx: Pick<ServiceContext, 'clock'>,
  trx: Executor,
  consent: GivenConsent,
): Promise<string> {
  const id = await consentRepository(trx).record({
    purpose: consent.purpose,
    noticeVersion: PRIVACY_NOTICE.version,
    email: consent.contact.email ?? null,
    phone: consent.contact.phone ?? null,
    sourceType: consent.source.type,
    sourceId: consent.source.id,
    givenAt: nowIso(ctx.clock),
  });
  await recordChange(ctx, trx, visitor(consent.channel), {
    kind: 'consent.give',
    subject: { type: 'consent', id },
    summary: `${CONSENT_NAMES[consent.purpose]}: consent given with ${consent.source.label} (privacy notice ${PRIVACY_NOTICE.version})`,
    after: {
      purpose: consent.purpose,
      notice_version: PRIVACY_NOTICE.version,
      source: `${consent.source.type} ${consent.source.id}`,
    },
  });
  return id;
}

/**
 * Withdraws every consent in force of a contact to a purpose, each with its activity log entry,
 * on `trx`; answers how many (0 when none was in force: nothing is written).
 */
export async function withdrawConsents(
  ctx: Pick<ServiceContext, 'clock'>,
  trx: Executor,
  which: { purpose: ConsentPurpose; contact: ConsentContact; channel: ConsentChannel; via: string },
): Promise<number> {
  const ids = await consentRepository(trx).withdraw(
    { ...which.contact, purpose: which.purpose },
    nowIso(ctx.clock),
    which.via,
  );
  for (const id of ids) {
    await recordChange(ctx, trx, visitor(which.channel), {
      kind: 'consent.withdraw',
      subject: { type: 'consent', id },
      summary: `${CONSENT_NAMES[which.purpose]}: consent withdrawn`,
      before: { purpose: which.purpose, in_force: true },
      after: { in_force: false },
    });
  }
  return ids.length;
}

/** Whether a contact has a consent to `purpose` in force. */
export async function consentInForce(
  db: Executor,
  contact: ConsentContact,
  purpose: ConsentPurpose,
): Promise<boolean> {
  return (await consentRepository(db).activeFor(contact, purpose)).length > 0;
}
