// Hostile input for the calls of the site's content (blogs, enquiries, carousel, counters,
// promises), health and site speed: each call walked with hostile strings and files
// (../testing/hostile-probes.ts) on every database kind. The other hostile-*.test.ts suites cover
// the other calls, side by side.
import { HOSTILE_CALL_GROUPS, itWalksCalls } from '../testing/hostile-calls';
import { createHostileFixtures, type HostileFixtures } from '../testing/hostile-fixtures';
import { testDatabaseKinds } from '../testing/database';

describe.each(testDatabaseKinds())('hostile input on %s', (kind) => {
  let f: HostileFixtures;

  beforeAll(async () => {
    f = await createHostileFixtures(kind);
  });

  afterAll(async () => {
    await f?.close();
  });

  itWalksCalls(HOSTILE_CALL_GROUPS.site, () => f);
});
