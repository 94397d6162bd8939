import { RenderLimits, visitorOf } from './render-limits';

/** Limits on a clock the test moves. */
function limits(options: { concurrency?: number; perSecond?: number; perVisitor?: number }) {
  let now = 1_000_000;
  const made = new RenderLimits({
    concurrency: options.concurrency ?? 1_000,
    perSecond: options.perSecond ?? 1_000,
    perVisitorPerMinute: options.perVisitor ?? 1_000,
    clock: () => now,
  });
  return {
    limits: made,
    advance(ms: number) {
      now += ms;
    },
  };
}

/** How many of `count` renders, one after the other, `address` is let through. */
function admitted(made: RenderLimits, address: string, count: number): number {
  let through = 0;
  for (let i = 0; i < count; i += 1) {
    const release = made.admit(address);
    if (release) {
      through += 1;
      release();
    }
  }
  return through;
}

describe('RenderLimits', () => {
  it('lets at most `concurrency` renders run at once, and one more as each ends', () => {
    const { limits: made } = limits({ concurrency: 3 });
    const releases = [0, 1, 2, 3, 4].map((n) => made.admit(`198.51.100.${n}`));
    expect(releases.filter(Boolean)).toHaveLength(3);
    expect(releases.slice(3)).toEqual([null, null]);
    releases[0]!();
    // Given back twice counts once.
    releases[0]!();
    expect(made.admit('198.51.100.9')).not.toBeNull();
    expect(made.admit('198.51.100.10')).toBeNull();
  });

  it('starts at most `perSecond` renders a second, refilled evenly', () => {
    const { limits: made, advance } = limits({ perSecond: 10 });
    const through = [...Array(25).keys()].filter((n) => admitted(made, `198.51.100.${n}`, 1));
    expect(through).toHaveLength(10);
    advance(500);
    expect(admitted(made, '203.0.113.1', 10)).toBe(5);
    advance(10_000);
    // Never more than a second's worth kept for later.
    expect(admitted(made, '203.0.113.2', 30)).toBe(10);
  });

  it('gives each address `perVisitorPerMinute` fresh renders a minute, and the others theirs', () => {
    const { limits: made, advance } = limits({ perVisitor: 5 });
    const spend = (address: string, count: number) => admitted(made, address, count);
    expect(spend('203.0.113.7', 50)).toBe(5);
    expect(spend('203.0.113.8', 50)).toBe(5);
    advance(12_000); // a fifth of a minute: one more
    expect(spend('203.0.113.7', 50)).toBe(1);
    advance(60_000);
    expect(spend('203.0.113.7', 50)).toBe(5);
  });

  it('spends nothing on a refusal', () => {
    const { limits: made } = limits({ concurrency: 1, perVisitor: 2 });
    const first = made.admit('203.0.113.7')!;
    // Refused for the instance (one at a time): the address keeps its budget.
    expect(admitted(made, '203.0.113.7', 20)).toBe(0);
    first();
    const second = made.admit('203.0.113.7');
    expect(second).not.toBeNull();
    second!();
    expect(made.admit('203.0.113.7')).toBeNull();
  });

  it('counts the addresses of one IPv6 /64 as one visitor, and an IPv4 mapped as itself', () => {
    const { limits: made } = limits({ perVisitor: 3 });
    const addresses = ['2001:db8:1:2::1', '2001:db8:1:2:ffff::9', '2001:0db8:0001:0002:a:b:c:d'];
    expect(addresses.map((address) => made.admit(address)).every(Boolean)).toBe(true);
    expect(made.admit('2001:db8:1:2:1234::')).toBeNull();
    // The next /64 is someone else.
    expect(made.admit('2001:db8:1:3::1')).not.toBeNull();
    expect(admitted(made, '192.0.2.1', 2)).toBe(2);
    expect(made.admit('::ffff:192.0.2.1')).not.toBeNull();
    expect(made.admit('192.0.2.1')).toBeNull();
  });

  it.each([
    ['192.0.2.1', '192.0.2.1'],
    ['::ffff:192.0.2.1', '192.0.2.1'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['2001:DB8:0:0:1::', '2001:db8:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['64:ff9b::192.0.2.1', '64:ff9b:0:0::/64'],
    ['2001:db8:a:b:c:d:e:f', '2001:db8:a:b::/64'],
  ])('reads %s as the visitor %s', (address, visitor) => {
    expect(visitorOf(address)).toBe(visitor);
  });

  it('remembers a bounded number of addresses', () => {
    const { limits: made } = limits({ perVisitor: 1, perSecond: 100_000 });
    for (let n = 0; n < 10_001; n += 1) {
      made.admit(`10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`)?.();
    }
    // The first address was forgotten when the 10,001st came: it starts again.
    expect(made.admit('10.0.0.0')).not.toBeNull();
    // The last is remembered, its budget spent.
    expect(made.admit('10.0.39.16')).toBeNull();
  });
});
