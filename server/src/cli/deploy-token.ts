// npm run deploy-token -- <remote> [<label>]: a deploy token for one remote, made on the
// server's machine (for the first one; administrators make the others in the dashboard). The
// token is printed alone on the last line, once: only its hash is kept.
import { REMOTE_NAMES } from 'shared-data/contract';
import { buildApp } from '../app';
import { ConfigError } from '../config';
import { HttpError } from '../core/errors';
import { commandConfig } from '../tools/cli';

async function main(): Promise<void> {
  const [remote, ...labelWords] = process.argv.slice(2);
  if (!remote || remote.startsWith('-')) {
    console.error(
      `Usage: npm run deploy-token -- <remote> [<label>]   (remote: ${REMOTE_NAMES.join(', ')})`,
    );
    process.exitCode = 2;
    return;
  }
  const config = commandConfig();
  const app = buildApp({ ...config, logLevel: 'silent' }, { rateLimits: false });
  try {
    await app.ready();
    const label = labelWords.join(' ').trim() || `${remote} (made on the server)`;
    const created = await app.deployTokens.createFromConsole(remote, label);
    console.log(`${created.msg}.`);
    console.log(`Label: ${created.token.label}; revoke it in the dashboard's Releases section.`);
    console.log('Use it as RELEASE_TOKEN with npm run release. The token:');
    console.log(created.secret);
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof HttpError ? error.message : error);
  process.exit(1);
});
