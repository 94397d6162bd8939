import { createHmac } from 'node:crypto';
import type { PrivacyRecord, SiteLocale } from 'shared-data/contract';
import { recordChange, type AuditBy } from '../audit-service';
import type { ServiceContext } from '../context';
import { recordWords } from './record-words';
import type { Person, PersonSource } from './sources';

/** Who the log names when a person acts on their own data with a code. */
export const THE_PERSON: AuditBy = { system: 'the person, by one-time code' };
/** Characters of the contact's keyed hash the activity log names a person by. */
const REF_LENGTH = 16;

export const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * What every privacy call works with: the keyed hashes of contacts, codes and checks (`key`
 * derived from the server secret), the person a contact names, and what every source holds
 * about them.
 */
export function createPeople(ctx: ServiceContext, key: Buffer, sources: PersonSource[]) {
  const hmac = (text: string) => createHmac('sha256', key).update(text).digest();
  const keyOf = (contact: string) => hmac(`contact:${contact}`).toString('base64url');
  const codeHash = (contactKey: string, code: string) => hmac(`code:${contactKey}:${code}`);
  const checkHash = (check: string) => hmac(`check:${check}`).toString('base64url');

  function personOf(contact: string): Person {
    const contactKey = keyOf(contact);
    return {
      contact,
      ...(contact.includes('@') ? { email: contact } : { phone: contact }),
      key: contactKey,
      ref: contactKey.slice(0, REF_LENGTH),
    };
  }

  /** Everything held about the person; the server's own words in it in `locale`. */
  async function recordOf(person: Person, locale: SiteLocale = 'en'): Promise<PrivacyRecord> {
    const words = recordWords(locale);
    const sections = [];
    for (const source of sources) {
      sections.push({
        kind: source.kind,
        title: source.title(words),
        about: source.about(words),
        items: await source.items(person, words),
      });
    }
    return { contact: person.contact, generated_at: new Date(ctx.clock()).toISOString(), sections };
  }

  async function holdsAnything(person: Person): Promise<boolean> {
    for (const source of sources) {
      if (!source.derived && (await source.items(person, recordWords())).length > 0) return true;
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

  return { sources, codeHash, checkHash, personOf, recordOf, holdsAnything, logPerson };
}

export type People = ReturnType<typeof createPeople>;
