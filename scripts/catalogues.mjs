// Writes each app's src/i18n/en.json from the English in its code, then checks every catalogue
// (docs/behaviour.md#languages): run after adding or changing a message, then translate what
// it lists as missing in sw.json.
//   npm run catalogues
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { CATALOGUE_PACKAGES, checkPackage, writeEnglish } = require('./lib/catalogues.cjs');

const root = fileURLToPath(new URL('..', import.meta.url));
for (const file of writeEnglish(root)) console.log(`Wrote ${file}`);
const problems = CATALOGUE_PACKAGES.flatMap((pkg) => checkPackage(root, pkg));
for (const problem of problems) console.error(problem);
console.log(problems.length === 0 ? 'The catalogues are complete.' : `${problems.length} to mend.`);
process.exit(problems.length === 0 ? 0 : 1);
