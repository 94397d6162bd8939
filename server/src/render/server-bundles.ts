import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire, isBuiltin } from 'node:module';
import vm from 'node:vm';
import type {
  RemoteName,
  RenderApiRequest,
  RenderApiResponse,
  RenderOutput,
} from 'shared-data/contract';

export type { RenderOutput };

/** The shell's server bundle (shell/src/server/render.tsx), as the server uses it. */
export interface ShellRenderer {
  shared: Record<string, unknown>;
  configure(options: {
    apiBase: string;
    answer: (request: RenderApiRequest) => Promise<RenderApiResponse>;
  }): void;
  render(input: {
    url: string;
    remote: { name: RemoteName; module: unknown } | null;
    signal: AbortSignal;
    dataTimeoutMs: number;
    onError?: (error: unknown) => void;
  }): Promise<RenderOutput | null>;
}

/** What a remote's server bundle exports: its ./module ({ routes, reducers, saga }). */
export interface RemoteServerModule {
  routes: unknown[];
}

const nodeRequire = createRequire(__filename);

/** The module a remote's server bundle reads its public path from (webpack.base.cjs). */
const SERVER_CONTEXT_MODULE = 'portal:server-context';

/** Loads the shell's server bundle; null (pages rendered in the browser) when it is not built. */
export function loadShellRenderer(file: string): ShellRenderer | null {
  if (!existsSync(file)) return null;
  const loaded = createRequire(file)(file) as Partial<ShellRenderer>;
  if (
    typeof loaded.render !== 'function' ||
    typeof loaded.configure !== 'function' ||
    !loaded.shared
  ) {
    throw new Error(`${file} is not the shell's server bundle`);
  }
  return loaded as ShellRenderer;
}

/**
 * Evaluates a remote's server bundle: CommonJS whose only imports are the shell's shared
 * modules (and the server context, which gives the URL its images are served under). Anything
 * else it asks for is an error, as a browser remote asking for a module the shell does not
 * share would be.
 */
export function evaluateRemoteBundle(
  code: string,
  options: { shared: Record<string, unknown>; publicPath: string; filename: string },
): RemoteServerModule {
  const wrapper = vm.runInThisContext(
    `(function (exports, require, module, __filename, __dirname) {${code}\n})`,
    { filename: options.filename },
  ) as (
    exports: object,
    require: (request: string) => unknown,
    module: { exports: unknown },
    filename: string,
    dirname: string,
  ) => void;
  const context = { publicPath: options.publicPath };
  const requireShared = (request: string): unknown => {
    if (request === SERVER_CONTEXT_MODULE) return context;
    if (Object.hasOwn(options.shared, request)) return options.shared[request];
    // webpack's own runtime asks for node:url (the base of `new URL(file, import.meta.url)`).
    if (request.startsWith('node:') && isBuiltin(request)) return nodeRequire(request);
    throw new Error(`${request} is not shared with a remote's server bundle`);
  };
  const module: { exports: unknown } = { exports: {} };
  wrapper(module.exports as object, requireShared, module, options.filename, '/');
  const exported = module.exports as Partial<RemoteServerModule> & Record<string, unknown>;
  if (
    !Array.isArray(exported.routes) ||
    typeof exported.reducers !== 'object' ||
    typeof exported.saga !== 'function'
  ) {
    throw new Error(`${options.filename} does not export { routes, reducers, saga }`);
  }
  return exported as RemoteServerModule;
}

/**
 * A local build's server bundle: when it was written (a rebuild is picked up) and how to read it,
 * read only when that build was not evaluated yet.
 */
export function localBundle(
  file: string,
): { stamp: string; read: () => Promise<string | null> } | null {
  const stat = statSync(file, { throwIfNoEntry: false });
  if (!stat) return null;
  return {
    stamp: String(stat.mtimeMs),
    read: () => readFile(file, 'utf8').catch(() => null),
  };
}
