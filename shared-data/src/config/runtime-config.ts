import type { RuntimeConfig } from '../contract/entities';
import { REMOTE_NAMES } from '../contract/values';

/** A hand-written check rather than zod, so the page does not ship the schema library. */
export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  const fail = (what: string): never => {
    throw new Error(`Invalid runtime config: ${what}`);
  };
  if (typeof value !== 'object' || value === null) return fail('not an object');
  const { apiBase, geoLookupUrl, remotes } = value as Record<string, unknown>;
  if (typeof apiBase !== 'string' || !apiBase) fail('apiBase must be a string');
  if (typeof geoLookupUrl !== 'string') fail('geoLookupUrl must be a string');
  if (typeof remotes !== 'object' || remotes === null) return fail('remotes missing');
  const entries = remotes as Record<string, unknown>;
  for (const name of REMOTE_NAMES) {
    if (typeof entries[name] !== 'string' || !entries[name]) fail(`remotes.${name} missing`);
  }
  return value as RuntimeConfig;
}
