import type { PrivacyAnswer, PrivacyRecord, SiteLocale } from 'shared-data/contract';
import type { Caller } from '../../core/caller';
import { ensureAdmin } from '../account-rules';
import type { AuditBy } from '../audit-service';
import type { Codes, Proof } from './codes';
import { plural, THE_PERSON, type People } from './person';
import type { Person } from './sources';

/**
 * Everything held about a person, shown: to the person who proved their contact (the export)
 * and to an administrator who looks them up. Each showing is in the activity log, with how many
 * records of each kind, never what they hold.
 */
export function createExportCalls(people: People, proven: Codes['proven']) {
  async function shown(
    by: AuditBy,
    person: Person,
    kind: string,
    said: (count: string) => string,
    locale: SiteLocale = 'en',
  ) {
    const record = await people.recordOf(person, locale);
    const count = record.sections.reduce((sum, s) => sum + s.items.length, 0);
    await people.logPerson(
      by,
      person,
      kind,
      said(plural(count, 'record', 'records')),
      Object.fromEntries(record.sections.map((s) => [s.kind, s.items.length])),
    );
    return record;
  }

  return {
    /**
     * POST privacy/export: everything held about the contact, the server's words in it in the
     * page's language (`locale`); logged.
     */
    async export(input: Proof, locale: SiteLocale = 'en'): Promise<PrivacyAnswer> {
      const { person, check, checkExpiresAt } = await proven(input);
      const record = await shown(
        THE_PERSON,
        person,
        'privacy.export',
        (count) => `A person saw and could download their data (${count})`,
        locale,
      );
      return { msg: '', record, check, check_expires_at: checkExpiresAt };
    },

    /**
     * POST privacy/lookup: administrators see (and can download) everything held about a
     * contact, as the person would; each look-up is in the activity log.
     */
    async lookup(caller: Caller, contact: string): Promise<PrivacyRecord> {
      ensureAdmin(caller);
      return shown(
        caller,
        people.personOf(contact),
        'privacy.lookup',
        (count) => `Looked up everything held about a person (${count})`,
      );
    },
  };
}
