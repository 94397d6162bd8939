import type { Migration, MigrationProvider } from 'kysely';
import * as initial from './2026-11-21_initial';
import * as releases from './2026-12-01_releases';
import * as releaseRetention from './2026-12-02_release_retention';

/**
 * Every migration, by name; names sort in the order they run. Listed here rather than read from
 * the folder, so the same list works from src (tsx, jest) and from the compiled dist.
 * A landed migration is never edited: add a new one.
 */
const MIGRATIONS: Record<string, Migration> = {
  '2026-11-21_initial': initial,
  '2026-12-01_releases': releases,
  '2026-12-02_release_retention': releaseRetention,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => MIGRATIONS,
};
