import { randomBytes } from 'node:crypto';
import type { ImageRef } from '../core/images';

/** 16 URL-safe characters from 96 random bits: not guessable, not sequential. */
export function newId(): string {
  return randomBytes(12).toString('base64url');
}

/** An image's row as stored (widths comma-separated) -> what services hand the store. */
export function imageRefOf(hash: string, widths: string): ImageRef {
  return { hash, widths: widths.split(',').map(Number) };
}

/** The same from a left join: null when the row has no image. */
export function imageRef(hash: string | null, widths: string | null): ImageRef | null {
  return hash && widths ? imageRefOf(hash, widths) : null;
}

/**
 * A second row with the same unique key or primary key, on SQLite or PostgreSQL. (SQLite names
 * a primary key's refusal apart: a booking's cells, keyed by doctor and time, fail with it.)
 */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  return (
    error.code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    error.code === 'SQLITE_CONSTRAINT_PRIMARYKEY' ||
    error.code === '23505'
  );
}
