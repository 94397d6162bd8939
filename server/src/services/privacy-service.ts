import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  CONSENT_PURPOSES,
  PRIVACY,
  PRIVACY_MESSAGES,
  type Page,
  type PrivacyAnswer,
  type PrivacyRecord,
  type PrivacyRequest,
  type PrivacyRequestState,
} from 'shared-data/contract';
import type { Caller } from '../core/caller';
import { HttpError } from '../core/errors';
import type { SmsSender } from '../core/sms';
import { privacyRepository, type PrivacyRequestRecord } from '../repositories/privacy-repository';
import { accountOf, ensureAdmin } from './account-rules';
import type { AttemptCounters } from './attempt-counters';
import { recordChange, type AuditBy } from './audit-service';
import { clinicStamp } from './clinic-time';
import { withdrawConsents } from './consent-service';
import { mailLater, nowIso, type ServiceContext } from './context';
import { pageAnswer, windowOf } from './paging';
import { privacyCodeMail, privacyCodeSms } from './privacy-mail';
import type { Correction, Counts, Person, PersonSource } from './privacy-sources';

const MINUTE = 60_000;
const DAY_MS = 24 * 60 * MINUTE;
/**
 * Every code request takes at least this long, so the answer's timing does not tell whether the
 * contact is known (the slow part, sending the code, happens after the answer).
 */
export const PRIVACY_ANSWER_MS = 400;
/** Who the log names when a person acts on their own data with a code. */
const THE_PERSON: AuditBy = { system: 'the person, by one-time code' };
/** Characters of the contact's keyed hash the activity log names a person by. */
const REF_LENGTH = 16;

export interface PrivacyDeps {
  /** Keys the contacts' hashes, the codes and the checks; derived from the server secret. */
  key: Buffer;
  attempts: AttemptCounters;
  sms: SmsSender;
  /** The site's origin, for the link in the code mail. */
  publicUrl: string;
  /** Every kind of record held about a person (privacy-sources.ts). */
  sources: PersonSource[];
}

/** A six-digit code from the operating system's cryptographic source, leading zeros kept. */
const newCode = () => randomInt(0, 1_000_000).toString().padStart(6, '0');

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * A person's rights over their data (docs/behaviour.md#your-data): a one-time code proves
 * control of an email address or a Kenyan phone number; then they see and download everything
 * held about that contact, correct their details, erase it, or ask the clinic for what the page
 * cannot do. Administrators list those requests and look a person up; every look, export,
 * correction and erasure is in the activity log, without the person's contact or data.
 */
export function createPrivacyService(ctx: ServiceContext, deps: PrivacyDeps) {
  const repo = () => privacyRepository(ctx.db);
  const hmac = (text: string) => createHmac('sha256', deps.key).update(text).digest();
  const keyOf = (contact: string) => hmac(`contact:${contact}`).toString('base64url');
  const codeHash = (key: string, code: string) => hmac(`code:${key}:${code}`);
  const checkHash = (check: string) => hmac(`check:${check}`).toString('base64url');

  function personOf(contact: string): Person {
    const key = keyOf(contact);
    return {
      contact,
      ...(contact.includes('@') ? { email: contact } : { phone: contact }),
      key,
      ref: key.slice(0, REF_LENGTH),
    };
  }

  async function recordOf(person: Person): Promise<PrivacyRecord> {
    const sections = [];
    for (const source of deps.sources) {
      sections.push({
        kind: source.kind,
        title: source.title,
        about: source.about,
        items: await source.items(person),
      });
    }
    return { contact: person.contact, generated_at: new Date(ctx.clock()).toISOString(), sections };
  }

  async function holdsAnything(person: Person): Promise<boolean> {
    for (const source of deps.sources) {
      if (!source.derived && (await source.items(person)).length > 0) return true;
    }
    return false;
  }

  /** An entry about the person in the activity log: named by `ref`, never by their contact. */
  const logPerson = (
    by: AuditBy,
    person: Person,
    kind: string,
    summary: string,
    after?: Record<string, unknown>,
  ) =>
    recordChange(ctx, ctx.db, by, {
      kind,
      subject: { type: 'person', id: person.ref },
      summary,
      after,
    });

  /**
   * Who the caller proved to be, or a refusal that reads the same whatever was wrong. A right
   * code is spent and gives a check of PRIVACY.checkMinutes; a check is taken while it lasts.
   */
  async function proven(input: {
    contact: string;
    code?: string | undefined;
    check?: string | undefined;
  }): Promise<{ person: Person; check: string; checkExpiresAt: string }> {
    const person = personOf(input.contact);
    const now = nowIso(ctx.clock);
    if (input.check !== undefined) {
      const found = await repo().checkOwner(checkHash(input.check), now);
      // Found by a keyed hash of 256 random bits: nothing to learn from the lookup's timing.
      if (found?.contactKey !== person.key) throw new HttpError(400, PRIVACY_MESSAGES.checkEnded);
      return { person, check: input.check, checkExpiresAt: found.expiresAt };
    }
    const current = await repo().currentCode(person.key);
    const expected = current ? Buffer.from(current.codeHash, 'base64url') : codeHash('', '');
    const matches = timingSafeEqual(codeHash(person.key, input.code ?? ''), expected);
    if (!current) throw new HttpError(400, PRIVACY_MESSAGES.codeRefused);
    if (current.expiresAt <= new Date(ctx.clock()).toISOString()) {
      await repo().spend(current.id, now);
      throw new HttpError(400, PRIVACY_MESSAGES.codeRefused);
    }
    if (!matches) {
      await repo().recordFailure(current.id, PRIVACY.codeTries, now);
      throw new HttpError(400, PRIVACY_MESSAGES.codeRefused);
    }
    const check = randomBytes(32).toString('base64url');
    const checkExpiresAt = new Date(ctx.clock() + PRIVACY.checkMinutes * MINUTE).toISOString();
    // A second request with the same code loses here.
    if (
      !(await repo().spendWithCheck(
        current.id,
        { hash: checkHash(check), expiresAt: checkExpiresAt },
        now,
      ))
    ) {
      throw new HttpError(400, PRIVACY_MESSAGES.codeRefused);
    }
    return { person, check, checkExpiresAt };
  }

  const presentRequest = (r: PrivacyRequestRecord): PrivacyRequest => ({
    id: r.id,
    contact: r.contact,
    message: r.message,
    created_at: clinicStamp(r.createdAt),
    due_at: clinicStamp(r.dueAt),
    overdue: r.answeredAt === null && r.dueAt < new Date(ctx.clock()).toISOString(),
    answered_at: r.answeredAt ? clinicStamp(r.answeredAt) : null,
    answered_by: r.answeredByName,
  });

  function sendCode(person: Person, code: string) {
    if (person.email) {
      mailLater(ctx, privacyCodeMail(person.email, code, deps.publicUrl));
    } else if (person.phone) {
      const to = person.phone;
      deps.sms.send(privacyCodeSms(to, code)).catch((error: unknown) => {
        ctx.log.error({ err: error, to }, 'privacy code not texted');
      });
    }
  }

  return {
    /**
     * POST privacy/code: a code to the contact when the clinic holds anything about it, within
     * PRIVACY.codesPerContactPerHour. The same answer, after about the same time, either way;
     * only the client address's own limit is refused (429), which says nothing of the contact.
     */
    async requestCode(contact: string, address: string): Promise<{ msg: string }> {
      const started = performance.now();
      const hour = { forMs: 60 * MINUTE, sliding: false };
      const fromAddress = await deps.attempts.add('privacy-code-address', [address], hour);
      if (fromAddress > PRIVACY.codesPerAddressPerHour) {
        throw new HttpError(429, PRIVACY_MESSAGES.tooManyCodes);
      }
      const person = personOf(contact);
      // Counted whether or not the contact is known: the same work and the same counts.
      const asked = await deps.attempts.add('privacy-code', [person.key], hour);
      const known = await holdsAnything(person);
      if (known && asked <= PRIVACY.codesPerContactPerHour) {
        const code = newCode();
        await repo().replaceCode(
          {
            contactKey: person.key,
            codeHash: codeHash(person.key, code).toString('base64url'),
            expiresAt: new Date(ctx.clock() + PRIVACY.codeMinutes * MINUTE).toISOString(),
          },
          nowIso(ctx.clock),
        );
        sendCode(person, code);
      } else {
        codeHash(person.key, newCode()); // the same work as for a known contact
        if (known)
          ctx.log.warn({ person: person.ref }, 'privacy code not sent: hourly limit reached');
      }
      const left = PRIVACY_ANSWER_MS - (performance.now() - started);
      if (left > 0) await sleep(left);
      return { msg: PRIVACY_MESSAGES.codeSent };
    },

    /** POST privacy/export: everything held about the contact; logged. */
    async export(input: {
      contact: string;
      code?: string | undefined;
      check?: string | undefined;
    }): Promise<PrivacyAnswer> {
      const { person, check, checkExpiresAt } = await proven(input);
      const record = await recordOf(person);
      const count = record.sections.reduce((sum, s) => sum + s.items.length, 0);
      await logPerson(
        THE_PERSON,
        person,
        'privacy.export',
        `A person saw and could download their data (${plural(count, 'record', 'records')})`,
        Object.fromEntries(record.sections.map((s) => [s.kind, s.items.length])),
      );
      return { msg: '', record, check, check_expires_at: checkExpiresAt };
    },

    /**
     * POST privacy/correct: the new details on every record of the person. Changing the contact
     * they proved ends their check: the records now belong to a contact not yet proved.
     */
    async correct(
      input: {
        contact: string;
        code?: string | undefined;
        check?: string | undefined;
      } & Correction,
    ): Promise<PrivacyAnswer> {
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
        for (const source of deps.sources) {
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
        record: await recordOf(person),
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
    async erase(input: {
      contact: string;
      code?: string | undefined;
      check?: string | undefined;
    }): Promise<PrivacyAnswer> {
      const { person } = await proven(input);
      const counts: Counts = {};
      const add = (more: Counts) => {
        for (const [name, n] of Object.entries(more)) counts[name] = (counts[name] ?? 0) + n;
      };
      for (const source of deps.sources) {
        if (source.beforeErase) add(await source.beforeErase(person));
      }
      const now = nowIso(ctx.clock);
      await ctx.db.transaction().execute(async (trx) => {
        for (const source of deps.sources) {
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
    async withdraw(input: {
      contact: string;
      code?: string | undefined;
      check?: string | undefined;
    }): Promise<PrivacyAnswer> {
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
        record: await recordOf(person),
        check,
        check_expires_at: checkExpiresAt,
      };
    },

    /** POST privacy/request: what the page cannot do, to the dashboard, due in PRIVACY.requestDueDays. */
    async request(input: {
      contact: string;
      code?: string | undefined;
      check?: string | undefined;
      message: string;
    }): Promise<{ msg: string; due_at: string }> {
      const { person } = await proven(input);
      const createdAt = nowIso(ctx.clock);
      const dueAt = new Date(Date.parse(createdAt) + PRIVACY.requestDueDays * DAY_MS).toISOString();
      await ctx.db.transaction().execute(async (trx) => {
        const id = await privacyRepository(trx).insertRequest({
          contact: person.contact,
          contactKey: person.key,
          message: input.message,
          createdAt,
          dueAt,
        });
        await recordChange(ctx, trx, THE_PERSON, {
          kind: 'privacy.request',
          subject: { type: 'person', id: person.ref },
          summary: `A person asked the clinic about their data (request due ${clinicStamp(dueAt).slice(0, 10)})`,
          after: { request: id },
        });
      });
      return { msg: PRIVACY_MESSAGES.requestReceived, due_at: clinicStamp(dueAt) };
    },

    /** GET privacy/requests: administrators; open ones first, nearest due first. */
    async requests(
      caller: Caller,
      query: { page: number; per_page: number; status?: PrivacyRequestState | undefined },
    ): Promise<Page<PrivacyRequest>> {
      ensureAdmin(caller);
      const found = await repo().requestPage({ state: query.status }, windowOf(query));
      return pageAnswer(query, found, presentRequest);
    },

    /** PUT privacy/requests/{id}/answered: administrators; logged. */
    async answered(caller: Caller, id: string): Promise<PrivacyRequest> {
      ensureAdmin(caller);
      const found = await repo().findRequest(id);
      if (!found) throw new HttpError(404, 'The request was not found');
      if (found.answeredAt) throw new HttpError(409, 'The request was already marked answered');
      const staff = await accountOf(ctx.db, caller);
      await ctx.db.transaction().execute(async (trx) => {
        const done = await privacyRepository(trx).markAnswered(
          id,
          { id: staff.id, name: staff.fullname },
          nowIso(ctx.clock),
        );
        if (!done) throw new HttpError(409, 'The request was already marked answered');
        await recordChange(ctx, trx, caller, {
          kind: 'privacy.answer',
          subject: { type: 'privacy-request', id },
          summary: 'Marked a request about a person’s data answered',
        });
      });
      return presentRequest((await repo().findRequest(id)) as PrivacyRequestRecord);
    },

    /**
     * POST privacy/lookup: administrators see (and can download) everything held about a
     * contact, as the person would; each look-up is in the activity log.
     */
    async lookup(caller: Caller, contact: string): Promise<PrivacyRecord> {
      ensureAdmin(caller);
      const person = personOf(contact);
      const record = await recordOf(person);
      const count = record.sections.reduce((sum, s) => sum + s.items.length, 0);
      await logPerson(
        caller,
        person,
        'privacy.lookup',
        `Looked up everything held about a person (${plural(count, 'record', 'records')})`,
        Object.fromEntries(record.sections.map((s) => [s.kind, s.items.length])),
      );
      return record;
    },

    /** The keyed hash the log names a contact by (subject `person`), for an administrator's search. */
    refOf: (contact: string) => personOf(contact).ref,
  };
}

export type PrivacyService = ReturnType<typeof createPrivacyService>;
