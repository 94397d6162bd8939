import { isIPv6 } from 'node:net';
import { ipv6Groups } from '../core/ip-address';

/**
 * How many fresh renders (cache misses) a server instance starts, and for whom
 * (docs/behaviour.md#server-rendering). A page past a limit is answered as the browser-rendered
 * page, which costs a static file: nothing a visitor asks for can make rendering take more of
 * the instance than these bounds, nor one address take all of it.
 */
export interface RenderLimitsOptions {
  /** Renders under way at once (RENDER_CONCURRENCY). */
  concurrency: number;
  /** Fresh renders a second, on average (RENDER_RATE): a bucket of this many, refilled evenly. */
  perSecond: number;
  /**
   * Fresh renders a minute per visitor address (RENDER_VISITOR_BUDGET): an IPv4 address, or
   * an IPv6 /64 (what one subscriber gets, however many addresses in it they use).
   */
  perVisitorPerMinute: number;
  /** Milliseconds; the buckets refill by it. */
  clock?: () => number;
}

/** Addresses remembered at most; the least recently seen is forgotten first. */
const MAX_VISITORS = 10_000;

interface Bucket {
  tokens: number;
  at: number;
}

/** The bucket at `now`: refilled by the time gone by, up to its size. */
function refilled(bucket: Bucket, now: number, size: number, periodMs: number): Bucket {
  const tokens = Math.min(size, bucket.tokens + ((now - bucket.at) * size) / periodMs);
  return { tokens, at: now };
}

/** Whose budget an address spends: an IPv4 address, or the /64 an IPv6 address is in. */
export function visitorOf(address: string): string {
  const bare = address.replace(/%.*$/, '');
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(bare);
  if (mapped) return mapped[1]!;
  if (!isIPv6(bare)) return bare;
  const prefix = ipv6Groups(bare)
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16));
  return `${prefix.join(':')}::/64`;
}

export class RenderLimits {
  private inFlight = 0;
  private instance: Bucket;
  private readonly visitors = new Map<string, Bucket>();
  private readonly clock: () => number;

  constructor(private readonly options: RenderLimitsOptions) {
    this.clock = options.clock ?? Date.now;
    this.instance = { tokens: options.perSecond, at: this.clock() };
  }

  /**
   * Takes a place for one fresh render for this address: a function that gives it back once
   * the render has ended (called once; more calls do nothing), or null when a limit is reached.
   * Nothing is spent on a refusal.
   */
  admit(address: string): (() => void) | null {
    const { concurrency, perSecond, perVisitorPerMinute } = this.options;
    if (this.inFlight >= concurrency) return null;
    const now = this.clock();
    const instance = refilled(this.instance, now, perSecond, 1_000);
    if (instance.tokens < 1) return null;
    const key = visitorOf(address);
    const known = this.visitors.get(key) ?? { tokens: perVisitorPerMinute, at: now };
    const visitor = refilled(known, now, perVisitorPerMinute, 60_000);
    if (visitor.tokens < 1) return null;

    this.instance = { tokens: instance.tokens - 1, at: now };
    // Most recently seen last: the first in the map is the one to forget.
    this.visitors.delete(key);
    this.visitors.set(key, { tokens: visitor.tokens - 1, at: now });
    // A forgotten address starts again with a full budget; the instance's bounds still hold.
    if (this.visitors.size > MAX_VISITORS) {
      this.visitors.delete(this.visitors.keys().next().value as string);
    }
    this.inFlight += 1;
    let given = false;
    return () => {
      if (given) return;
      given = true;
      this.inFlight -= 1;
    };
  }
}
