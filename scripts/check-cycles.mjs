// Refuses import cycles among the repository's modules (scripts/lib/import-cycles.cjs says
// what counts as an import). `npm run lint` runs it first; it takes a few seconds.
//   node scripts/check-cycles.mjs [folder]    the repository by default
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { findImportCycles } = require('./lib/import-cycles.cjs');

const root = process.argv[2] ?? fileURLToPath(new URL('..', import.meta.url));
const started = Date.now();
const { cycles, files, imports } = findImportCycles(root);
const took = `${((Date.now() - started) / 1000).toFixed(1)} s`;
if (cycles.length === 0) {
  console.log(`No import cycle among ${files} modules and their ${imports} imports (${took}).`);
} else {
  console.error(`${cycles.length} import cycle(s) among ${files} modules (${took}):`);
  for (const cycle of cycles) console.error(`  ${cycle.join('\n    -> ')}`);
  console.error(
    'Move what both sides need into a module of its own, below both (a shared/ or core/ folder).',
  );
  process.exitCode = 1;
}
