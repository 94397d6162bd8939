// The server's one door to the API contract in shared-data.
//
// Types only: shared-data ships TypeScript source, which `node dist/main.js` cannot require,
// and type imports vanish from the compiled output. Runtime schemas need a build of
// shared-data (or another runtime) first.
//
// The lint rule meant to allow 'shared-data/contract' refuses it: its group lists the bare
// 'shared-data', which in .gitignore terms excludes the whole folder, so the
// '!shared-data/contract' exception never applies. Drop the disable once the rule is fixed.
// eslint-disable-next-line no-restricted-imports
export type { ErrorBody, Health, RemoteName, RuntimeConfig } from 'shared-data/contract';
