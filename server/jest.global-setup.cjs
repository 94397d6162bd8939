// Runs once before the server's tests: finds out whether PostgreSQL answers, so that every
// database suite runs on it as well as on SQLite. TEST_DATABASE_URL picks the server
// (default postgres://127.0.0.1:5432/test); TEST_DATABASE_URL=none skips it.
//
// The tests' sessions do not wait for the disk at each commit (synchronous_commit off): a
// test database is created, migrated and dropped dozens of times a minute, and each DDL commit
// waited for its WAL flush. Only durability across a crash of PostgreSQL differs; what one
// transaction sees of another (the races the tests check) is the same.
const os = require('node:os');
const { Client } = require('pg');

const DEFAULT_URL = 'postgres://127.0.0.1:5432/test';

module.exports = async function probePostgres() {
  const given = process.env.TEST_DATABASE_URL || DEFAULT_URL;
  process.env.SERVER_TEST_POSTGRES_URL = '';
  if (given === 'none') return;
  // Like psql, connect as the user running the tests when the URL names none.
  const parsed = new URL(given);
  if (!parsed.username) parsed.username = os.userInfo().username;
  if (!parsed.searchParams.has('options'))
    parsed.searchParams.set('options', '-c synchronous_commit=off');
  const url = parsed.toString();
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    // Workers are started after this and inherit the environment.
    process.env.SERVER_TEST_POSTGRES_URL = url;
    const { hostname, port, pathname } = parsed;
    console.log(`\nserver tests: on SQLite and on PostgreSQL at ${hostname}:${port}${pathname}`);
  } catch (error) {
    console.log(`\nserver tests: on SQLite only (PostgreSQL did not answer: ${error.message})`);
  } finally {
    await client.end().catch(() => {});
  }
};
