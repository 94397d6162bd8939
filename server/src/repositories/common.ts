import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
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

/** Which rows of a paged list (docs/behaviour.md#paged-list-calls): skip `offset`, take `limit`. */
export interface PageWindow {
  offset: number;
  limit: number;
}

/** A page of rows and how many rows match in all. */
export interface RowPage<T> {
  rows: T[];
  total: number;
}

/**
 * Search text as a LIKE pattern that finds it anywhere: lower-cased (the columns are compared
 * lower-cased, so the search ignores case on SQLite and PostgreSQL alike), its own `%`, `_`
 * and `\` escaped so they match themselves (used with `ESCAPE '\'`).
 */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `lower(column) LIKE pattern ESCAPE '\'`: the pattern travels as a parameter. */
export function columnContains(column: string, pattern: string) {
  return sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
}
