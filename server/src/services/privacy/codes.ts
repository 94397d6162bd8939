import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { PRIVACY, PRIVACY_MESSAGES, type SiteLocale } from 'shared-data/contract';
import { HttpError } from '../../core/errors';
import type { SmsSender } from '../../core/sms';
import { privacyRepository } from '../../repositories/privacy-repository';
import type { AttemptCounters } from '../attempt-counters';
import { mailLater, nowIso, type ServiceContext } from '../context';
import { privacyCodeMail, privacyCodeSms } from './mail';
import type { People } from './person';
import type { Person } from './sources';

const MINUTE = 60_000;
/**
 * Every code request takes at least this long, so the answer's timing does not tell whether the
 * contact is known (the slow part, sending the code, happens after the answer).
 */
export const PRIVACY_ANSWER_MS = 400;

export interface CodeDeps {
  attempts: AttemptCounters;
  sms: SmsSender;
  /** The site's origin, for the link in the code mail. */
  publicUrl: string;
}

/** What a call on one's own data carries: the contact, and its code or the check a code gave. */
export interface Proof {
  contact: string;
  code?: string | undefined;
  check?: string | undefined;
}

/** The person a proof proved, and the check that lets them go on without a new code. */
export interface Proven {
  person: Person;
  check: string;
  checkExpiresAt: string;
}

/** A six-digit code from the operating system's cryptographic source, leading zeros kept. */
const newCode = () => randomInt(0, 1_000_000).toString().padStart(6, '0');

/** The one-time codes that prove control of a contact, and the checks a right code gives. */
export function createCodes(ctx: ServiceContext, people: People, deps: CodeDeps) {
  const repo = () => privacyRepository(ctx.db);
  const { codeHash, checkHash, personOf } = people;

  function sendCode(person: Person, code: string, locale: SiteLocale) {
    if (person.email) {
      mailLater(ctx, privacyCodeMail(person.email, code, deps.publicUrl, locale));
    } else if (person.phone) {
      const to = person.phone;
      deps.sms.send(privacyCodeSms(to, code, locale)).catch((error: unknown) => {
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
    async requestCode(
      contact: string,
      address: string,
      /** The page's language: the code's mail or text is written in it. */
      locale: SiteLocale = 'en',
    ): Promise<{ msg: string }> {
      const started = performance.now();
      const hour = { forMs: 60 * MINUTE, sliding: false };
      const fromAddress = await deps.attempts.add('privacy-code-address', [address], hour);
      if (fromAddress > PRIVACY.codesPerAddressPerHour) {
        throw new HttpError(429, PRIVACY_MESSAGES.tooManyCodes);
      }
      const person = personOf(contact);
      // Counted whether or not the contact is known: the same work and the same counts.
      const asked = await deps.attempts.add('privacy-code', [person.key], hour);
      const known = await people.holdsAnything(person);
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
        sendCode(person, code, locale);
      } else {
        codeHash(person.key, newCode()); // the same work as for a known contact
        if (known)
          ctx.log.warn({ person: person.ref }, 'privacy code not sent: hourly limit reached');
      }
      const left = PRIVACY_ANSWER_MS - (performance.now() - started);
      if (left > 0) await sleep(left);
      return { msg: PRIVACY_MESSAGES.codeSent };
    },

    /**
     * Who the caller proved to be, or a refusal that reads the same whatever was wrong. A right
     * code is spent and gives a check of PRIVACY.checkMinutes; a check is taken while it lasts.
     */
    async proven(input: Proof): Promise<Proven> {
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
    },
  };
}

export type Codes = ReturnType<typeof createCodes>;
