/**
 * The walk of every implemented call with the probes of hostile-probes.ts, split by domain so
 * that jest runs the parts side by side (server/src/routes/hostile-*.test.ts; each part takes
 * tens of seconds on each database). hostile-text.test.ts checks that the parts together cover
 * every implemented call, each once, and none is empty.
 */
import { endpoints } from 'shared-data/contract';
import { IMPLEMENTED, type Implemented } from './calls';
import type { HostileFixtures } from './hostile-fixtures';
import { probesFor, problemWith, type Baseline } from './hostile-probes';

/** The part of the walk a call belongs to, by the first segment of its path. */
const GROUP_OF_SEGMENT: Record<string, 'accounts' | 'booking' | 'releases'> = {
  // Staff accounts, the activity log, and a person's data.
  auth: 'accounts',
  audit: 'accounts',
  privacy: 'accounts',
  appointments: 'booking',
  releases: 'releases',
};

const groupOf = (name: Implemented) =>
  GROUP_OF_SEGMENT[endpoints[name].path.split('/')[0]!] ??
  // The site's content (blogs, enquiries, carousel, counters, promises), health and site speed.
  'site';

/** The implemented calls in four parts, read from the contract: a new call joins its part. */
export const HOSTILE_CALL_GROUPS = {
  accounts: IMPLEMENTED.filter((name) => groupOf(name) === 'accounts'),
  site: IMPLEMENTED.filter((name) => groupOf(name) === 'site'),
  booking: IMPLEMENTED.filter((name) => groupOf(name) === 'booking'),
  releases: IMPLEMENTED.filter((name) => groupOf(name) === 'releases'),
};

/**
 * One test per call: every probe of the call made as an administrator against the suite's
 * fixtures (read when the test runs: the suite makes them in beforeAll).
 */
export function itWalksCalls(names: readonly Implemented[], current: () => HostileFixtures): void {
  it.each(names)('%s: no hostile input gets a 5xx or a malformed error', async (name) => {
    const { api, admin, BASELINES } = current();
    const baseline: Baseline = { ...(await BASELINES[name]()), token: admin.token };
    const probes = probesFor(name, baseline);
    const problems: string[] = [];
    const statuses = new Set<number>();
    for (const probe of probes) {
      const res = await api.app.inject({
        method: endpoints[name].method,
        url: probe.url,
        headers: probe.headers,
        ...(probe.payload !== undefined ? { payload: probe.payload } : {}),
      });
      statuses.add(res.statusCode);
      const problem = problemWith(res);
      if (problem) problems.push(`${probe.label}: ${problem}`);
    }
    expect(problems).toEqual([]);
    expect(probes.length).toBeGreaterThan(15);
    // The probes got past authentication to the checks they aim at.
    // (Sign-in and refresh answer 401 to what they refuse: a password, a missing cookie.)
    if (name !== 'signIn' && name !== 'refreshToken') {
      expect(statuses.has(401) || statuses.has(403)).toBe(false);
    }
    if (endpoints[name].body !== 'none') expect(statuses).toContain(400);
  });
}
