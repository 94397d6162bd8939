import type { Migration, MigrationProvider } from 'kysely';
import * as initial from './2026-11-21_initial';
import * as booking from './2026-11-25_2_booking';
import * as listIndexes from './2026-11-25_3_list-indexes';
import * as releases from './2026-11-25_4_releases';
import * as releaseRetention from './2026-11-25_5_release-retention';
import * as webVitals from './2026-11-26_6_web-vitals';
import * as visitorCounts from './2026-11-27_7_visitor-counts';
import * as attemptCounters from './2026-11-27_8_attempt-counters';
import * as bookingMailbox from './2026-11-27_9_booking-mailbox';
import * as releaseSizes from './2026-11-28_10_release-sizes';
import * as speciesAndShortLinks from './2026-11-28_11_species-and-short-links';
import * as blogPublishing from './2026-11-28_13_blog-publishing';
import * as auditLog from './2026-11-28_17_audit-log';
import * as vitalsDevice from './2026-11-28_18_vitals-device';
import * as consents from './2026-11-28_19_consents';
import * as privacyRights from './2026-11-28_20_privacy-rights';
import * as bookingLanguage from './2026-11-29_21_booking-language';
import * as contentLanguages from './2026-11-30_22_content-languages';

/**
 * Every migration, by name; names sort in the order they run. Listed here rather than read from
 * the folder, so the same list works from src (tsx, jest) and from the compiled dist.
 * A landed migration is never edited: add a new one.
 */
const MIGRATIONS: Record<string, Migration> = {
  '2026-11-21_initial': initial,
  '2026-11-25_2_booking': booking,
  '2026-11-25_3_list-indexes': listIndexes,
  '2026-11-25_4_releases': releases,
  '2026-11-25_5_release-retention': releaseRetention,
  '2026-11-26_6_web-vitals': webVitals,
  '2026-11-27_7_visitor-counts': visitorCounts,
  '2026-11-27_8_attempt-counters': attemptCounters,
  '2026-11-27_9_booking-mailbox': bookingMailbox,
  '2026-11-28_10_release-sizes': releaseSizes,
  '2026-11-28_11_species-and-short-links': speciesAndShortLinks,
  '2026-11-28_13_blog-publishing': blogPublishing,
  '2026-11-28_17_audit-log': auditLog,
  '2026-11-28_18_vitals-device': vitalsDevice,
  '2026-11-28_19_consents': consents,
  '2026-11-28_20_privacy-rights': privacyRights,
  '2026-11-29_21_booking-language': bookingLanguage,
  '2026-11-30_22_content-languages': contentLanguages,
};

/**
 * Tables whose rows the migrations themselves write (reference data an administrator may then
 * edit): a freshly migrated database holds these and nothing else. A restore replaces them.
 */
export const SEEDED_TABLES: readonly string[] = ['appointment_types', 'holidays', 'booking_state'];

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => MIGRATIONS,
};
