import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, type RemoteModule, type RemoteName, type RuntimeConfig } from 'shared-data';

/** Container names carry a prefix: 'public' is a reserved word and becomes a global. */
export const federationName = (remote: RemoteName) => `mfe_${remote}`;

/** Automatic attempts before a remote's routes show the fallback with its Retry. */
export const LOAD_ATTEMPTS = 3;
const BACKOFF_MS = 400;

let manifests: RuntimeConfig['remotes'] | null = null;

/** Registers every remote by its manifest URL; nothing is fetched until a route needs it. */
export function registerRemotesFrom(config: RuntimeConfig): void {
  manifests = config.remotes;
  registerRemotes(
    REMOTE_NAMES.map((remote) => ({ name: federationName(remote), entry: config.remotes[remote] })),
  );
}

export class RemoteLoadError extends Error {
  constructor(
    readonly remote: RemoteName,
    override readonly cause: unknown,
  ) {
    super(`The ${remote} remote could not be loaded: ${String(cause)}`);
    this.name = 'RemoteLoadError';
  }
}

/** Loads a remote's `./module`, retrying a bounded number of times with a growing pause. */
export async function loadRemoteModule(remote: RemoteName): Promise<RemoteModule> {
  let lastError: unknown;
  for (let attempt = 1; attempt <= LOAD_ATTEMPTS; attempt += 1) {
    try {
      const module = await loadRemote<RemoteModule>(`${federationName(remote)}/module`);
      return checkRemoteModule(module, remote);
    } catch (error) {
      lastError = error;
      forget(remote);
      if (attempt < LOAD_ATTEMPTS)
        await new Promise((resolve) => setTimeout(resolve, BACKOFF_MS * attempt));
    }
  }
  throw new RemoteLoadError(remote, lastError);
}

/** Re-registers a remote so that the runtime drops its cached (failed) entry. */
function forget(remote: RemoteName): void {
  if (!manifests) return;
  registerRemotes([{ name: federationName(remote), entry: manifests[remote] }], { force: true });
}

export function checkRemoteModule(module: unknown, remote: RemoteName): RemoteModule {
  const candidate = module as Partial<RemoteModule> | null;
  if (
    !candidate ||
    !Array.isArray(candidate.routes) ||
    typeof candidate.reducers !== 'object' ||
    typeof candidate.saga !== 'function'
  ) {
    throw new Error(`The ${remote} remote does not expose { routes, reducers, saga }`);
  }
  return candidate as RemoteModule;
}
