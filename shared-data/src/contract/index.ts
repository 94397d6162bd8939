// The API contract, importable by the server: zod schemas and types only (no React, no axios).
export * from './entities';
export * from './endpoints';
export * from './calls';
export * from './appointments';
export * from './messages';
export * from './company';
export * from './releases';
export * from './page-head';
export * from './site-routes';
export * from './structured-data';
export * from './vitals';
export { TEXT_RULES, isOneLine, LINE_BREAKS } from './text-rules';
