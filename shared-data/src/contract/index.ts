// The API contract, importable by the server: zod schemas and types only (no React, no axios).
export * from './entities';
export * from './endpoints';
export * from './calls';
export * from './appointments';
export * from './messages';
export * from './company';
export * from './releases';
export * from './vitals';
export type * from './page-head';
