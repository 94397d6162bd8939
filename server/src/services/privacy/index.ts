// Personal data, the one way in: the rest of the server imports this folder only through this
// file (the lint config's import boundaries keep it). What is inside
// (docs/behaviour.md#your-data, docs/privacy.md):
//
//   service.ts            createPrivacyService: the privacy page's and the administrators'
//                         calls, composed from the modules below
//   codes.ts              the one-time codes that prove a contact, and the checks they give
//   export.ts             everything held about a person, to them and to an administrator
//   own-data.ts           a proved person's correction, erasure and withdrawal of consents
//   requests.ts           what the page cannot do, asked of the clinic, and its answer
//   person.ts             a contact's keyed hashes, its records across sources, its log entries
//   sources.ts            every kind of record held about a person: how it is shown, corrected
//                         and erased
//   record-words.ts       the server's words in a person's record (titles, why each is kept),
//                         in the page's language
//   consent-service.ts    consents given and withdrawn (booking records them too)
//   retention-service.ts  the job that keeps personal data no longer than its period
//   mail.ts               the code's mail and text message
//
// Retention is here rather than a domain of its own: it is the other half of the same duty
// (docs/privacy.md#retention), over the same records the sources show, with the periods
// (RetentionDays) the privacy page tells the person, and its passes are logged as
// `privacy.retention`.
export { createPrivacyService, type PrivacyDeps, type PrivacyService } from './service';
export { createPersonSources, type RetentionDays } from './sources';
export {
  consentInForce,
  giveConsent,
  withdrawConsents,
  type ConsentChannel,
  type GivenConsent,
} from './consent-service';
export { createRetentionService, startRetention, type RetentionService } from './retention-service';
