import type { Kysely, Transaction } from 'kysely';
import type { Tables } from './tables';

/** The open database; the database plugin opens it, services and repositories use it. */
export type Db = Kysely<Tables>;

/** A connection or a transaction: repositories work on either, services choose. */
export type Executor = Db | Transaction<Tables>;

export type DatabaseKind = 'sqlite' | 'postgres';
