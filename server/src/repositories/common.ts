import { randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Tables } from './tables';

/** A connection or a transaction: repositories work on either, services choose. */
export type Executor = Kysely<Tables> | Transaction<Tables>;

/** 16 URL-safe characters from 96 random bits: not guessable, not sequential. */
export function newId(): string {
  return randomBytes(12).toString('base64url');
}

/** What the database keeps of an image; the store turns it into URLs. */
export interface ImageRef {
  hash: string;
  widths: number[];
}

export function imageRef(hash: string | null, widths: string | null): ImageRef | null {
  if (!hash || !widths) return null;
  return { hash, widths: widths.split(',').map(Number) };
}

/** A second row with the same unique key, on SQLite or PostgreSQL. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  return error.code === 'SQLITE_CONSTRAINT_UNIQUE' || error.code === '23505';
}
