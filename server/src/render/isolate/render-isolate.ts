import { setFlagsFromString } from 'node:v8';
import ivm from 'isolated-vm';
import type { RenderApiResponse } from 'shared-data/contract';
import { ISOLATE_PRELUDE } from './prelude';

export interface RenderIsolateOptions {
  /** The shell's server bundle (CommonJS). */
  shellCode: string;
  /** One remote's server bundle and the URL its files are served under; null: the shell alone. */
  remote: { name: string; code: string; publicPath: string } | null;
  apiBase: string;
  /** The API's answer to a render's call; the isolate never reaches anything else. */
  answer: (request: unknown) => Promise<RenderApiResponse>;
  log: (level: 'info' | 'warn' | 'error', message: string) => void;
  /** The isolate's heap limit, MB: past it V8 stops the isolate and its renders fail. */
  memoryLimitMb: number;
  /** How long evaluating a bundle may run before it is stopped. */
  evaluateTimeoutMs: number;
  /** V8's code cache of the shell's bundle, shared by the isolates of one renderer. */
  shellCache?: { data?: ivm.ExternalCopy<ArrayBuffer> };
}

/** A script that puts a CommonJS bundle's module function on the global object, under `name`. */
function commonJsFactory(name: string, code: string): string {
  return `globalThis.${name} = function (exports, require, module, __filename, __dirname) {${code}\n};`;
}

/**
 * Each semi-space of a render isolate's young generation, MB. isolated-vm sizes it from the heap
 * limit, 0.7 MB at the default 128 MB: a render allocates some megabytes of short-lived objects
 * (elements, styles, strings), so V8 scavenged several times a render and the garbage collector
 * took about a third of its time. V8's flag, set only while the isolate is made, takes
 * precedence over isolated-vm's figure. The heap limit stays: isolated-vm checks the used heap,
 * young generation included, against it (plus the young generation's size).
 */
export const RENDER_SEMI_SPACE_MB = 8;

function newIsolate(memoryLimitMb: number): ivm.Isolate {
  setFlagsFromString(`--max-semi-space-size=${RENDER_SEMI_SPACE_MB}`);
  try {
    return new ivm.Isolate({ memoryLimit: memoryLimitMb });
  } finally {
    // 0: no figure of its own again, for whatever isolate is made next (Node's workers).
    setFlagsFromString('--max-semi-space-size=0');
  }
}

/** The longest page a render may hand back (html, styles and state together, as JSON). */
export const MAX_RENDER_OUTPUT_CHARS = 8 * 1024 * 1024;

/**
 * One V8 isolate (isolated-vm) holding the shell's server bundle and at most one remote's: the
 * code of a release runs here with nothing of Node (no require, process, file system, network or
 * environment), no other remote's code, none of the server's memory, a heap limit, and a clock
 * the host can stop by disposing of the isolate. Renders go in as a URL and come out as JSON
 * text (html, styles, state, head, status), which the host checks before using.
 */
export class RenderIsolate {
  private disposed = false;
  private nextRender = 1;

  private constructor(
    private readonly isolate: ivm.Isolate,
    private readonly context: ivm.Context,
  ) {}

  static async create(options: RenderIsolateOptions): Promise<RenderIsolate> {
    const isolate = newIsolate(options.memoryLimitMb);
    try {
      const context = await isolate.createContext();
      const global = context.global;
      await global.set(
        '__hostSleep',
        new ivm.Reference(
          (ms: number) =>
            new Promise<void>((done) => {
              const wait = Math.min(Math.max(0, Number(ms) || 0), 60_000);
              if (wait === 0) setImmediate(done);
              else setTimeout(done, wait).unref();
            }),
        ),
      );
      await global.set(
        '__hostAnswer',
        new ivm.Reference(async (requestJson: string) => {
          let request: unknown;
          try {
            request = JSON.parse(String(requestJson));
          } catch {
            request = null;
          }
          return JSON.stringify(await options.answer(request));
        }),
      );
      await global.set(
        '__hostLog',
        new ivm.Reference((level: string, message: string) => {
          options.log(level === 'error' ? 'error' : level === 'warn' ? 'warn' : 'info', message);
        }),
      );
      const timeout = options.evaluateTimeoutMs;
      await context.eval(ISOLATE_PRELUDE, { timeout, filename: 'portal-prelude.js' });
      // The shell's bundle is compiled with V8's code cache of the first isolate that compiled
      // it: the next isolates (other versions, or after a stop) skip most of its parsing.
      const cache = options.shellCache;
      const shell: ivm.Script & ivm.CachedDataResult = await isolate.compileScript(
        commonJsFactory('__shellFactory', options.shellCode),
        {
          filename: 'shell/server/render.js',
          ...(cache?.data ? { cachedData: cache.data } : { produceCachedData: Boolean(cache) }),
        },
      );
      if (cache && !cache.data && shell.cachedData) cache.data = shell.cachedData;
      await shell.run(context, { timeout });
      await context.evalClosure('__portal.loadShell($0)', [options.apiBase], {
        arguments: { copy: true },
        timeout,
      });
      if (options.remote) {
        const { name, code, publicPath } = options.remote;
        const remote = await isolate.compileScript(commonJsFactory('__remoteFactory', code), {
          filename: `mfe-${name}/server/module.js`,
        });
        await remote.run(context, { timeout });
        await context.evalClosure('__portal.loadRemote($0, $1)', [name, publicPath], {
          arguments: { copy: true },
          timeout,
        });
      }
      return new RenderIsolate(isolate, context);
    } catch (error) {
      if (!isolate.isDisposed) isolate.dispose();
      throw error;
    }
  }

  get isDisposed(): boolean {
    return this.disposed || this.isolate.isDisposed;
  }

  /** CPU time the isolate has used, ms. */
  get cpuMs(): number {
    return Number(this.isolate.cpuTime) / 1e6;
  }

  /**
   * Renders a page: the output as JSON text (null when the route is rendered in the browser).
   * `abort` asks the render to give up (its budget is spent); it keeps nothing alive.
   */
  render(input: {
    url: string;
    dataTimeoutMs: number;
    timeoutMs: number;
    /** The store's state the render starts from (a posted form's), copied in as JSON. */
    state?: Record<string, unknown>;
    /** The state holds the page's data: the route's serverData is not put. */
    dataGiven?: boolean;
  }): {
    output: Promise<string>;
    abort: (reason: string) => void;
  } {
    const id = this.nextRender++;
    const output = this.context.evalClosure(
      'return __portal.render($0, $1)',
      [
        id,
        JSON.stringify({
          url: input.url,
          dataTimeoutMs: input.dataTimeoutMs,
          state: input.state ?? {},
          dataGiven: input.dataGiven === true,
        }),
      ],
      {
        arguments: { copy: true },
        result: { promise: true, copy: true },
        // The render's first, synchronous part; what it does after an await is watched by the
        // renderer (IsolatedRenderer), which disposes of the isolate past its CPU limit.
        timeout: input.timeoutMs,
      },
    ) as Promise<unknown>;
    return {
      output: output.then((value) => {
        if (typeof value !== 'string') throw new Error('The render did not answer text');
        if (value.length > MAX_RENDER_OUTPUT_CHARS)
          throw new Error('The rendered page is too large');
        return value;
      }),
      abort: (reason) => {
        if (this.isDisposed) return;
        this.context
          .evalClosure('__portal.abort($0, $1)', [id, reason], {
            arguments: { copy: true },
            timeout: 100,
          })
          .catch(() => undefined);
      },
    };
  }

  /** Stops everything running in the isolate at once and frees its memory. */
  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    if (!this.isolate.isDisposed) this.isolate.dispose();
  }
}
