import { REMOTE_NAMES, type RuntimeConfig, type RuntimeReleases } from 'shared-data/contract';
import type { VisitorRemotes } from './releases';

/** What the environment fixes of the runtime config. */
export type RuntimeConfigBase = Pick<RuntimeConfig, 'apiBase' | 'geoLookupUrl'> & {
  vitalsSampleRate: number;
};

/**
 * The runtime config of a visitor who gets the versions `chosen`: /runtime-config.json's answer,
 * and what a server-rendered page carries instead of fetching it.
 */
export function runtimeConfigFor(
  base: RuntimeConfigBase,
  chosen: VisitorRemotes,
): RuntimeConfig & { releases: RuntimeReleases } {
  return {
    apiBase: base.apiBase,
    geoLookupUrl: base.geoLookupUrl,
    remotes: {
      public: chosen.public.url,
      blog: chosen.blog.url,
      auth: chosen.auth.url,
      dashboard: chosen.dashboard.url,
    },
    releases: Object.fromEntries(
      REMOTE_NAMES.map((name) => [
        name,
        { version: chosen[name].version, channel: chosen[name].channel },
      ]),
    ) as RuntimeReleases,
    vitalsSampleRate: base.vitalsSampleRate,
  };
}
