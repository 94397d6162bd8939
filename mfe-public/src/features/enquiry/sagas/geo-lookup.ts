import type { GeoData } from 'shared-data';

/** The lookup may take at most 3 s; the enquiry goes without it after (docs/behaviour.md#other-calls). */
export const GEO_LOOKUP_TIMEOUT_MS = 3000;

/** Where the shell's server publishes the runtime config, on the page's own origin. */
export const RUNTIME_CONFIG_PATH = '/runtime-config.json';

/**
 * Whether the visitor's browser asks not to be tracked: Do Not Track (`navigator.doNotTrack` is
 * '1') or Global Privacy Control (`navigator.globalPrivacyControl` is true).
 */
export function trackingRefused(
  browser: { doNotTrack?: unknown; globalPrivacyControl?: unknown } = navigator,
): boolean {
  return browser.doNotTrack === '1' || browser.globalPrivacyControl === true;
}

/**
 * Asks the location service named by the runtime config (GEO_LOOKUP_URL) about the visitor.
 * Answers null when there is none (GEO_LOOKUP=off), when the browser asks not to be tracked (no
 * request is made at all, docs/behaviour.md#other-calls) or when it fails: the location is a
 * nicety, never a condition.
 */
export async function lookUpLocation(): Promise<GeoData | null> {
  if (trackingRefused()) return null;
  // The reader of the answer is a chunk of its own, fetched meanwhile: only the contact page
  // looks the visitor up, and this module is part of every page's script.
  const reader = import('./geo-data').catch(() => null);
  try {
    // Only the lookup's address is read (the server revalidates the config: no-cache): a config
    // without one means no lookup, and one that cannot be read fails like the lookup would.
    const config = await fetch(RUNTIME_CONFIG_PATH);
    const { geoLookupUrl } = (await config.json()) as { geoLookupUrl?: string };
    if (!geoLookupUrl) return null;
    // No cookies or token go to a third party.
    const response = await fetch(geoLookupUrl, { credentials: 'omit' });
    if (!response.ok) return null;
    const answer: unknown = await response.json();
    return (await reader)?.toGeoData(answer) ?? null;
  } catch {
    return null;
  }
}
