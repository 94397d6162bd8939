// npm run release-budget -- <remote> <KB>: sets the site's budget for one remote (gzip bytes a
// first visit to its routes may load from it), on the server's machine. A remote's first
// release that declares a budget sets it when none is set; after that only this changes it, so
// a deploy token cannot raise its own remote's budget
// (docs/security.md#release-files-the-gate-and-preview).
// npm run release-budget -- <remote> prints the budget and the sizes of the remote's versions.
import { REMOTE_NAMES } from 'shared-data/contract';
import { buildApp } from '../app';
import { ConfigError } from '../config';
import { HttpError } from '../core/errors';
import { commandConfig } from '../tools/cli';

const USAGE = `Usage: npm run release-budget -- <remote> [<KB>]   (remote: ${REMOTE_NAMES.join(', ')})`;

async function main(): Promise<void> {
  const [remote, kb, ...rest] = process.argv.slice(2);
  if (
    !remote ||
    remote.startsWith('-') ||
    rest.length ||
    (kb !== undefined && !/^\d+(\.\d+)?$/.test(kb))
  ) {
    console.error(USAGE);
    process.exitCode = 2;
    return;
  }
  const config = commandConfig();
  const app = buildApp({ ...config, logLevel: 'silent' }, { rateLimits: false });
  try {
    await app.ready();
    const who = { kind: 'local' } as const;
    if (kb !== undefined) {
      console.log(
        (await app.releases.setBudget(who, remote, Number(kb), 'the server console')).msg,
      );
    }
    const releases = await app.releases.remote(who, remote);
    console.log(
      releases.budget_bytes === null
        ? `${remote} has no budget: its next release that declares one sets it`
        : `${remote}: budget ${(releases.budget_bytes / 1024).toFixed(1)} KB gzip`,
    );
    for (const version of releases.versions.slice(0, 5)) {
      const size = version.first_visit_bytes;
      console.log(
        `  ${version.version}  ${size === null ? 'not measured' : `${(size / 1024).toFixed(1)} KB`}${version.version === releases.live ? '  live' : ''}`,
      );
    }
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof HttpError ? error.message : error);
  process.exit(1);
});
