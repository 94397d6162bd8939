import { parseRuntimeConfig, type RuntimeConfig } from 'shared-data';

export const RUNTIME_CONFIG_URL = '/runtime-config.json';

/**
 * Reads the runtime config. The page preloads it (index.html), and a preload is only taken by a
 * request like it: a default fetch, not a `cache: 'no-cache'` one. The server answers it
 * `no-cache`, so the browser still revalidates a copy it kept.
 */
export async function fetchRuntimeConfig(url = RUNTIME_CONFIG_URL): Promise<RuntimeConfig> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return parseRuntimeConfig(await response.json());
}
