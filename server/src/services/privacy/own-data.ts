import {
  CONSENT_PURPOSES,
  PRIVACY_MESSAGES,
  type PrivacyAnswer,
  type SiteLocale,
} from 'shared-data/contract';
import { HttpError } from '../../core/errors';
import { privacyRepository } from '../../repositories/privacy-repository';
import { recordChange } from '../audit-service';
import { nowIso, type ServiceContext } from '../context';
import { withdrawConsents } from './consent-service';
import type { Codes, Proof } from './codes';
import { plural, THE_PERSON, type People } from './person';
import type { Correction, Counts } from './sources';

/**
 * What a person changes of their own data once they proved their contact: their details
 * corrected, everything erased, their consents withdrawn. Each is one transaction with its
 * activity log entry. The record a call answers has the server's words in `locale`, the page's.
 */
export function createOwnDataCalls(ctx: ServiceContext, people: People, proven: Codes['proven']) {
  const { sources } = people;

  return {
    /**
     * POST privacy/correct: the new details on every record of the person. Changing the contact
     * they proved ends their check: the records now belong to a contact not yet proved.
     */
    async correct(input: Proof & Correction, locale: SiteLocale = 'en'): Promise<PrivacyAnswer> {
      const { person, check, checkExpiresAt } = await proven(input);
      const fields: Correction = {
        ...(input.fullname !== undefined ? { fullname: input.fullname } : {}),
        ...(input.email !== undefined ? { email: input.email } : {}),
        ...(input.phonenumber !== undefined ? { phonenumber: input.phonenumber } : {}),
      };
      const names = Object.keys(fields);
      if (!names.length) throw new HttpError(400, 'fullname, email or phonenumber is required');
      const movesAway =
        (person.email !== undefined &&
          fields.email !== undefined &&
          fields.email !== person.email) ||
        (person.phone !== undefined &&
          fields.phonenumber !== undefined &&
          fields.phonenumber !== person.phone);
      const now = nowIso(ctx.clock);
      const changed = await ctx.db.transaction().execute(async (trx) => {
        let count = 0;
        for (const source of sources) {
          if (source.correct) count += await source.correct(trx, person, fields, now);
        }
        if (movesAway) await privacyRepository(trx).endAll(person.key, now);
        await recordChange(ctx, trx, THE_PERSON, {
          kind: 'privacy.correct',
          subject: { type: 'person', id: person.ref },
          summary: `A person corrected their ${names.join(', ')} on ${plural(count, 'record', 'records')}`,
          after: { fields: names.join(', '), records: count },
        });
        return count;
      });
      if (movesAway) {
        return {
          msg: PRIVACY_MESSAGES.contactChanged,
          record: null,
          check: null,
          check_expires_at: null,
        };
      }
      ctx.log.info({ person: person.ref, changed }, 'privacy correction');
      return {
        msg: PRIVACY_MESSAGES.corrected,
        record: await people.recordOf(person, locale),
        check,
        check_expires_at: checkExpiresAt,
      };
    },

    /**
     * POST privacy/erase: future bookings cancelled as the client's cancellations (the clinic's
     * schedule shows them, the client gets the usual mail), then in one transaction every
     * booking anonymised, every enquiry removed, every other source erased, the log's entries
     * about those records stripped of their words, the person's codes and checks ended, and the
     * erasure logged with its counts.
     */
    async erase(input: Proof): Promise<PrivacyAnswer> {
      const { person } = await proven(input);
      const counts: Counts = {};
      const add = (more: Counts) => {
        for (const [name, n] of Object.entries(more)) counts[name] = (counts[name] ?? 0) + n;
      };
      for (const source of sources) {
        if (source.beforeErase) add(await source.beforeErase(person));
      }
      const now = nowIso(ctx.clock);
      await ctx.db.transaction().execute(async (trx) => {
        for (const source of sources) {
          if (source.erase) add(await source.erase(trx, person, now));
        }
        await privacyRepository(trx).endAll(person.key, now);
        const said = Object.entries(counts)
          .map(([name, n]) => `${name.replace(/_/g, ' ')}: ${n}`)
          .join('; ');
        await recordChange(ctx, trx, THE_PERSON, {
          kind: 'privacy.erase',
          subject: { type: 'person', id: person.ref },
          summary: `A person erased their data (${said || 'nothing was held'})`,
          after: counts,
        });
      });
      return { msg: PRIVACY_MESSAGES.erased, record: null, check: null, check_expires_at: null };
    },

    /**
     * POST privacy/withdraw: every consent in force of the proved contact (its email or its
     * phone) withdrawn, each with its activity log entry, as from the booking's manage link.
     */
    async withdraw(input: Proof, locale: SiteLocale = 'en'): Promise<PrivacyAnswer> {
      const { person, check, checkExpiresAt } = await proven(input);
      const withdrawn = await ctx.db.transaction().execute(async (trx) => {
        let count = 0;
        for (const purpose of CONSENT_PURPOSES) {
          count += await withdrawConsents(ctx, trx, {
            purpose,
            contact: { email: person.email ?? null, phone: person.phone ?? null },
            channel: 'privacy page',
            via: 'privacy page',
          });
        }
        return count;
      });
      return {
        msg: withdrawn ? PRIVACY_MESSAGES.withdrawn : PRIVACY_MESSAGES.nothingToWithdraw,
        record: await people.recordOf(person, locale),
        check,
        check_expires_at: checkExpiresAt,
      };
    },
  };
}
