import type { RenderApiResponse, RenderOutput } from 'shared-data/contract';
import type { ExternalCopy } from 'isolated-vm';
import { errorBody } from '../../core/errors';
import { RenderIsolate } from './render-isolate';
import { parseRenderOutput } from './render-output';

export interface IsolatedRendererOptions {
  /** The shell's server bundle (CommonJS), read once. */
  shellCode: string;
  apiBase: string;
  /** Answers a render's GET of the API in-process (the server's own routes). */
  answer: (url: string) => Promise<RenderApiResponse>;
  log: (level: 'info' | 'warn' | 'error', message: string, details?: object) => void;
  /** Heap limit of each isolate, MB. */
  memoryLimitMb: number;
  /** CPU an isolate may spend on the renders in flight past their budget before it is stopped. */
  cpuLimitMs: number;
  /** Isolates kept (one per remote version and the shell's own); the least recently used go. */
  maxIsolates?: number;
  /** API calls a render may make. */
  callsPerRender?: number;
  /** After a stop, the version is not rendered on the server for this long (doubling up to 10 min). */
  cooldownMs?: number;
}

/** What the renderer is asked for: which remote code, and the page. */
export interface IsolatedRenderRequest {
  /** Identifies the code: the remote, its version (or build stamp) and the URL of its files. */
  key: string;
  /** The remote's server bundle; null code: the remote has none for this version. */
  remote: { name: string; publicPath: string; code: () => Promise<string | null> } | null;
  url: string;
  dataTimeoutMs: number;
  /** The store's state the render starts from (a posted form's values and refusals). */
  state?: Record<string, unknown>;
  /** The state holds the page's data already (a preview): the route's serverData is not put. */
  dataGiven?: boolean;
  /** Past this the render is abandoned (and asked to stop): the page is rendered in the browser. */
  budgetMs: number;
  /**
   * A render ahead of visitors (render/warm-pages.ts): it has the first renders' larger budget
   * and is not counted among them, so the first visitors' renders keep theirs.
   */
  ahead?: boolean;
}

interface Flight {
  cpuAtStart: number;
  abort: (reason: string) => void;
  overBudget: boolean;
}

interface Slot {
  isolate: Promise<RenderIsolate | null>;
  flights: Set<Flight>;
  /** API calls the renders in flight may still make. */
  credits: number;
  /** Renders started in this isolate. */
  renders: number;
  stopped: boolean;
}

interface Strike {
  until: number;
  count: number;
}

const MAX_COOLDOWN_MS = 10 * 60_000;
/** The first renders of an isolate, and how many times their budget they may take. */
const WARMING_RENDERS = 5;
const WARMING_FACTOR = 4;

/**
 * Renders pages in V8 isolates, one per remote version (docs/security.md#server-bundles-of-remotes):
 * a release's server code runs with nothing of the server but the calls given to it. A bundle
 * that fails to evaluate, throws, runs past its CPU limit or past its heap limit gets nothing:
 * its isolate is disposed of (which stops it at once, on its own thread, while the site goes on
 * answering), the page is rendered in the browser, and that version is not tried on the server
 * again for a while.
 */
export class IsolatedRenderer {
  private readonly slots = new Map<string, Slot>();
  /** The isolates made, by slot: what the watchdog looks at and close() disposes of. */
  private readonly settled = new Map<Slot, RenderIsolate>();
  private readonly shellCache: { data?: ExternalCopy<ArrayBuffer> } = {};
  private readonly strikes = new Map<string, Strike>();
  private readonly watchdog: NodeJS.Timeout;
  private readonly maxIsolates: number;
  private readonly callsPerRender: number;
  private readonly cooldownMs: number;

  constructor(private readonly options: IsolatedRendererOptions) {
    this.maxIsolates = options.maxIsolates ?? 8;
    this.callsPerRender = options.callsPerRender ?? 20;
    this.cooldownMs = options.cooldownMs ?? 30_000;
    this.watchdog = setInterval(() => this.watch(), 50);
    this.watchdog.unref();
  }

  /**
   * The page, or null when the route is the browser's; throws when it was not rendered (the
   * caller then serves the browser-rendered page). The budget starts once the version's isolate
   * is there: making one (a few hundred milliseconds, once per version and instance, its steps
   * each bounded by the CPU limit) is waited for, as loading the version's code always was.
   */
  async render(request: IsolatedRenderRequest): Promise<RenderOutput | null> {
    const strike = this.strikes.get(request.key);
    if (strike && strike.until > Date.now()) {
      throw new Error('This version was stopped recently: its pages are rendered in the browser');
    }
    const slot = this.slotFor(request);
    const isolate = await slot.isolate;
    if (!isolate || isolate.isDisposed) {
      this.forget(request.key, slot);
      throw new Error('The server bundle could not be evaluated');
    }
    // A new isolate runs its code cold (interpreted, not yet optimised): its first renders are
    // given more time, so the first visitors after a release or a restart get the server's page.
    const warming = request.ahead || slot.renders < WARMING_RENDERS ? WARMING_FACTOR : 1;
    if (!request.ahead) slot.renders += 1;
    const budgetMs = request.budgetMs * warming;
    let expired = false;
    let budget: NodeJS.Timeout | undefined;
    const overBudget = new Promise<never>((_, reject) => {
      budget = setTimeout(() => {
        expired = true;
        reject(new RenderBudgetExceeded(budgetMs));
      }, budgetMs);
    });
    overBudget.catch(() => undefined);
    try {
      const dataTimeoutMs = request.dataTimeoutMs * warming;
      return await this.renderIn(
        slot,
        isolate,
        { ...request, dataTimeoutMs },
        overBudget,
        () => expired,
      );
    } finally {
      clearTimeout(budget);
    }
  }

  private async renderIn(
    slot: Slot,
    isolate: RenderIsolate,
    request: IsolatedRenderRequest,
    overBudget: Promise<never>,
    expired: () => boolean,
  ): Promise<RenderOutput | null> {
    const flight: Flight = {
      cpuAtStart: isolate.cpuMs,
      abort: () => undefined,
      overBudget: false,
    };
    slot.credits += this.callsPerRender;
    slot.flights.add(flight);
    const running = isolate.render({
      url: request.url,
      dataTimeoutMs: request.dataTimeoutMs,
      timeoutMs: this.options.cpuLimitMs,
      ...(request.state ? { state: request.state } : {}),
      ...(request.dataGiven ? { dataGiven: true } : {}),
    });
    flight.abort = running.abort;
    // A render that ran out of time in one go, or took the isolate past its heap, ends it.
    const outcome = running.output.catch((error: unknown) => {
      if (isolate.isDisposed) this.stop(request.key, slot, 'its heap limit');
      else if (/timed out/i.test(String(error))) this.stop(request.key, slot, 'its CPU limit');
      throw error;
    });
    try {
      return parseRenderOutput(await Promise.race([outcome, overBudget]));
    } finally {
      if (expired()) {
        // Abandoned at its budget: asked to stop, and watched until it ends or its isolate is
        // stopped for the CPU it goes on using.
        flight.overBudget = true;
        running.abort('The render ran past its budget');
        void outcome.catch(() => undefined).finally(() => this.land(slot, flight));
      } else {
        this.land(slot, flight);
      }
    }
  }

  /** Stops every isolate (server shutdown, tests). */
  close(): void {
    clearInterval(this.watchdog);
    for (const [key, slot] of this.slots) this.stop(key, slot, null);
  }

  private land(slot: Slot, flight: Flight): void {
    slot.flights.delete(flight);
    if (slot.flights.size === 0) slot.credits = 0;
  }

  private slotFor(request: IsolatedRenderRequest): Slot {
    const known = this.slots.get(request.key);
    if (known) {
      this.slots.delete(request.key);
      this.slots.set(request.key, known);
      return known;
    }
    const slot: Slot = {
      isolate: Promise.resolve(null),
      flights: new Set(),
      credits: 0,
      renders: 0,
      stopped: false,
    };
    slot.isolate = this.createIsolate(request, slot);
    this.slots.set(request.key, slot);
    for (const [key, old] of this.slots) {
      if (this.slots.size <= this.maxIsolates) break;
      if (old.flights.size === 0 && old !== slot) this.stop(key, old, null);
    }
    return slot;
  }

  private async createIsolate(
    request: IsolatedRenderRequest,
    slot: Slot,
  ): Promise<RenderIsolate | null> {
    try {
      const code = request.remote ? await request.remote.code() : null;
      if (request.remote && code === null) return null;
      const isolate = await RenderIsolate.create({
        shellCode: this.options.shellCode,
        remote:
          request.remote && code !== null
            ? { name: request.remote.name, code, publicPath: request.remote.publicPath }
            : null,
        apiBase: this.options.apiBase,
        answer: (call) => this.answer(slot, call),
        log: (level, message) =>
          this.options.log(level, `Server bundle ${request.key}: ${message}`),
        memoryLimitMb: this.options.memoryLimitMb,
        evaluateTimeoutMs: Math.max(1000, this.options.cpuLimitMs),
        shellCache: this.shellCache,
      });
      if (slot.stopped) {
        isolate.dispose();
        return null;
      }
      this.settled.set(slot, isolate);
      return isolate;
    } catch (error) {
      this.options.log(
        'error',
        'A server bundle failed to evaluate: its pages render in the browser',
        {
          err: error,
          key: request.key,
        },
      );
      this.strike(request.key);
      return null;
    }
  }

  /**
   * A render's call to the API: a GET under the API's base, within the render's allowance,
   * without the visitor's headers (a render is anonymous). Anything else is refused here.
   */
  private async answer(slot: Slot, call: unknown): Promise<RenderApiResponse> {
    const refuse = (status: number, msg: string): RenderApiResponse => ({
      status,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(errorBody(status, msg)),
    });
    const request = call as { method?: unknown; url?: unknown } | null;
    const url = typeof request?.url === 'string' ? request.url : '';
    if (request?.method !== 'GET') return refuse(405, 'A render may only read');
    if (!url.startsWith(this.options.apiBase) || url.length > 2000 || /[\s\\]|\.\./.test(url)) {
      return refuse(400, "A render may only call the site's API");
    }
    if (slot.credits <= 0) return refuse(429, 'This render has made too many calls');
    slot.credits -= 1;
    return this.options.answer(url);
  }

  /** Stops isolates whose renders in flight have used too much CPU past their budget. */
  private watch(): void {
    for (const [key, slot] of this.slots) {
      const isolate = this.settled.get(slot);
      if (isolate?.isDisposed) {
        this.stop(key, slot, 'its heap limit');
        continue;
      }
      if (!isolate || slot.flights.size === 0) continue;
      const cpu = isolate.cpuMs;
      for (const flight of slot.flights) {
        if (flight.overBudget && cpu - flight.cpuAtStart > this.options.cpuLimitMs) {
          this.stop(key, slot, 'its CPU limit');
          break;
        }
      }
    }
  }

  private stop(key: string, slot: Slot, cause: string | null): void {
    if (slot.stopped) return;
    slot.stopped = true;
    this.forget(key, slot);
    const isolate = this.settled.get(slot);
    this.settled.delete(slot);
    isolate?.dispose();
    if (cause) {
      this.options.log(
        'error',
        `A server bundle was stopped at ${cause}: its pages render in the browser`,
        {
          key,
        },
      );
      this.strike(key);
    }
  }

  private forget(key: string, slot: Slot): void {
    if (this.slots.get(key) === slot) this.slots.delete(key);
  }

  private strike(key: string): void {
    const count = (this.strikes.get(key)?.count ?? 0) + 1;
    const wait = Math.min(this.cooldownMs * 2 ** (count - 1), MAX_COOLDOWN_MS);
    this.strikes.set(key, { count, until: Date.now() + wait });
    if (this.strikes.size > 200) this.strikes.delete(this.strikes.keys().next().value as string);
  }
}

export class RenderBudgetExceeded extends Error {
  constructor(budgetMs: number) {
    super(`The page took longer than ${budgetMs} ms to render`);
    this.name = 'RenderBudgetExceeded';
  }
}
