import type { ServiceContext } from '../context';
import { createCodes, type CodeDeps } from './codes';
import { createExportCalls } from './export';
import { createOwnDataCalls } from './own-data';
import { createPeople } from './person';
import { createRequestCalls } from './requests';
import type { PersonSource } from './sources';

export interface PrivacyDeps extends CodeDeps {
  /** Keys the contacts' hashes, the codes and the checks; derived from the server secret. */
  key: Buffer;
  /** Every kind of record held about a person (sources.ts). */
  sources: PersonSource[];
}

/**
 * A person's rights over their data (docs/behaviour.md#your-data): a one-time code proves
 * control of an email address or a Kenyan phone number; then they see and download everything
 * held about that contact, correct their details, erase it, or ask the clinic for what the page
 * cannot do. Administrators list those requests and look a person up; every look, export,
 * correction and erasure is in the activity log, without the person's contact or data.
 */
export function createPrivacyService(ctx: ServiceContext, deps: PrivacyDeps) {
  const people = createPeople(ctx, deps.key, deps.sources);
  const codes = createCodes(ctx, people, deps);
  const shown = createExportCalls(people, codes.proven);
  return {
    requestCode: codes.requestCode,
    export: shown.export,
    ...createOwnDataCalls(ctx, people, codes.proven),
    ...createRequestCalls(ctx, codes.proven),
    lookup: shown.lookup,
    /** The keyed hash the log names a contact by (subject `person`), for an administrator's search. */
    refOf: (contact: string) => people.personOf(contact).ref,
  };
}

export type PrivacyService = ReturnType<typeof createPrivacyService>;
