// The contract's schemas, so the tests check the server's answers against what the client
// expects. Tests run the TypeScript source through jest, which the compiled server cannot.
// See ../contract.ts for why the lint rule is disabled here.
// eslint-disable-next-line no-restricted-imports
export { errorBodySchema, healthSchema, runtimeConfigSchema } from 'shared-data/contract';
