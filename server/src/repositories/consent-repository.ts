import type { Executor } from '../core/database';
import { newId } from './common';

/** One consent as stored (docs/behaviour.md#consents). */
export interface ConsentRecord {
  id: string;
  purpose: string;
  noticeVersion: string;
  /** Lower case, or null. */
  email: string | null;
  /** +254XXXXXXXXX, or null. */
  phone: string | null;
  sourceType: string;
  sourceId: string | null;
  givenAt: string;
  withdrawnAt: string | null;
  withdrawnVia: string | null;
}

export type NewConsent = Omit<ConsentRecord, 'id' | 'withdrawnAt' | 'withdrawnVia'>;

/** A person's contact: either or both. */
export interface ConsentContact {
  email?: string | null | undefined;
  phone?: string | null | undefined;
}

/** Emails are kept and compared in lower case. */
const emailOf = (email: string | null | undefined) => email?.trim().toLowerCase() || null;

export function consentRepository(db: Executor) {
  const columns = [
    'id',
    'purpose',
    'notice_version as noticeVersion',
    'email',
    'phone',
    'source_type as sourceType',
    'source_id as sourceId',
    'given_at as givenAt',
    'withdrawn_at as withdrawnAt',
    'withdrawn_via as withdrawnVia',
  ] as const;

  /** Rows of this contact: its email or its phone; none when neither is given. */
  function ofContact(contact: ConsentContact) {
    const email = emailOf(contact.email);
    const phone = contact.phone || null;
    return db.selectFrom('consents').where((eb) =>
      eb.or([
        ...(email ? [eb('email', '=', email)] : []),
        ...(phone ? [eb('phone', '=', phone)] : []),
        // Neither: a condition no row meets (an empty OR is not valid SQL everywhere).
        ...(!email && !phone ? [eb('id', '=', '')] : []),
      ]),
    );
  }

  /** The consents of a contact to `purpose` that are in force (given, not withdrawn). */
  async function activeFor(contact: ConsentContact, purpose: string): Promise<ConsentRecord[]> {
    return ofContact(contact)
      .select(columns)
      .where('purpose', '=', purpose)
      .where('withdrawn_at', 'is', null)
      .orderBy('given_at', 'desc')
      .execute();
  }

  return {
    activeFor,

    /**
     * Of these phones and emails, the ones with a consent to `purpose` in force (emails in lower
     * case): one query for a whole list of bookings.
     */
    async inForceAmong(
      purpose: string,
      contacts: { phones: string[]; emails: string[] },
    ): Promise<{ phones: Set<string>; emails: Set<string> }> {
      const phones = [...new Set(contacts.phones.filter(Boolean))];
      const emails = [...new Set(contacts.emails.map(emailOf).filter((e): e is string => !!e))];
      const found = { phones: new Set<string>(), emails: new Set<string>() };
      if (!phones.length && !emails.length) return found;
      const rows = await db
        .selectFrom('consents')
        .select(['phone', 'email'])
        .where('purpose', '=', purpose)
        .where('withdrawn_at', 'is', null)
        .where((eb) =>
          eb.or([
            ...(phones.length ? [eb('phone', 'in', phones)] : []),
            ...(emails.length ? [eb('email', 'in', emails)] : []),
          ]),
        )
        .execute();
      for (const row of rows) {
        if (row.phone && phones.includes(row.phone)) found.phones.add(row.phone);
        if (row.email && emails.includes(row.email)) found.emails.add(row.email);
      }
      return found;
    },

    /** Records a consent given; answers its id. */
    async record(consent: NewConsent): Promise<string> {
      const id = newId();
      await db
        .insertInto('consents')
        .values({
          id,
          purpose: consent.purpose,
          notice_version: consent.noticeVersion,
          email: emailOf(consent.email),
          phone: consent.phone || null,
          source_type: consent.sourceType,
          source_id: consent.sourceId,
          given_at: consent.givenAt,
          withdrawn_at: null,
          withdrawn_via: null,
        })
        .execute();
      return id;
    },

    async find(id: string): Promise<ConsentRecord | undefined> {
      return db.selectFrom('consents').select(columns).where('id', '=', id).executeTakeFirst();
    },

    /** Every consent of a contact (by its email or its phone), withdrawn ones too, newest first. */
    async forContact(contact: ConsentContact): Promise<ConsentRecord[]> {
      return ofContact(contact)
        .select(columns)
        .orderBy('given_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    /**
     * Withdraws one consent (by id), or every consent in force of a contact to a purpose; answers
     * the ids withdrawn (none when nothing was in force: withdrawing twice changes nothing).
     */
    async withdraw(
      which: { id: string } | (ConsentContact & { purpose: string }),
      at: string,
      via: string,
    ): Promise<string[]> {
      const ids =
        'id' in which
          ? (
              await db
                .selectFrom('consents')
                .select('id')
                .where('id', '=', which.id)
                .where('withdrawn_at', 'is', null)
                .execute()
            ).map((row) => row.id)
          : (await activeFor(which, which.purpose)).map((row) => row.id);
      if (!ids.length) return [];
      await db
        .updateTable('consents')
        .set({ withdrawn_at: at, withdrawn_via: via })
        .where('id', 'in', ids)
        .where('withdrawn_at', 'is', null)
        .execute();
      return ids;
    },

    /**
     * An erasure: every consent of the contact is withdrawn (`via`) and loses the email and phone,
     * so the record that a consent was given, and when, stays without naming the person.
     */
    async forget(contact: ConsentContact, at: string, via: string): Promise<number> {
      const ids = (await ofContact(contact).select('id').execute()).map((row) => row.id);
      if (!ids.length) return 0;
      await db
        .updateTable('consents')
        .set({ withdrawn_at: at, withdrawn_via: via })
        .where('id', 'in', ids)
        .where('withdrawn_at', 'is', null)
        .execute();
      await db
        .updateTable('consents')
        .set({ email: null, phone: null })
        .where('id', 'in', ids)
        .execute();
      return ids.length;
    },

    /** A correction: the contact's consents follow its new email or phone. */
    async correct(
      contact: ConsentContact,
      fields: { email?: string | undefined; phone?: string | undefined },
    ): Promise<number> {
      let changed = 0;
      const email = emailOf(contact.email);
      if (email && fields.email !== undefined) {
        const result = await db
          .updateTable('consents')
          .set({ email: emailOf(fields.email) })
          .where('email', '=', email)
          .executeTakeFirst();
        changed += Number(result.numUpdatedRows);
      }
      if (contact.phone && fields.phone !== undefined) {
        const result = await db
          .updateTable('consents')
          .set({ phone: fields.phone || null })
          .where('phone', '=', contact.phone)
          .executeTakeFirst();
        changed += Number(result.numUpdatedRows);
      }
      return changed;
    },
  };
}
