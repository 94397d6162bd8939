// The public API check of the shared packages (shared-data, shared-ui): their surface, every
// name their package.json "exports" export with its type, must be the one recorded in their
// public-api.md under their current version (shared-data/README.md#versions).
//   npm run check:api               fails, saying what changed and which version it needs
//   npm run check:api -- --update   records the surface, once the version has been bumped
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { checkPublicApi, SHARED_PACKAGES } = require('./lib/public-api.cjs');

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const unknown = args.filter((arg) => arg !== '--update');
if (unknown.length > 0) {
  console.error(`Unknown argument ${unknown.join(' ')}. Usage: npm run check:api [-- --update]`);
  process.exit(2);
}
const started = Date.now();
const { ok, messages } = checkPublicApi(root, SHARED_PACKAGES, {
  update: args.includes('--update'),
});
for (const message of messages) (ok ? console.log : console.error)(message);
console.log(`(${((Date.now() - started) / 1000).toFixed(1)} s)`);
process.exit(ok ? 0 : 1);
