import { reportsByVersion, withdrawalDue, withdrawalReason } from './canary-rule';

const limits = { maxFailureShare: 0.05, minLoads: 20 };

describe('withdrawalDue', () => {
  it('waits for at least minLoads visitors, however many of them failed', () => {
    expect(withdrawalDue({ loads: 19, failures: 19 }, limits)).toBe(false);
    expect(withdrawalDue({ loads: 1, failures: 1 }, limits)).toBe(false);
    expect(withdrawalDue({ loads: 20, failures: 20 }, limits)).toBe(true);
  });

  it('withdraws only when the failure share is above the threshold, not at it', () => {
    // 1 of 20 is exactly 5%: kept.
    expect(withdrawalDue({ loads: 20, failures: 1 }, limits)).toBe(false);
    expect(withdrawalDue({ loads: 20, failures: 2 }, limits)).toBe(true);
    expect(withdrawalDue({ loads: 100, failures: 5 }, limits)).toBe(false);
    expect(withdrawalDue({ loads: 100, failures: 6 }, limits)).toBe(true);
  });

  it('follows the configured limits', () => {
    const lenient = { maxFailureShare: 0.5, minLoads: 4 };
    expect(withdrawalDue({ loads: 4, failures: 2 }, lenient)).toBe(false);
    expect(withdrawalDue({ loads: 4, failures: 3 }, lenient)).toBe(true);
    expect(withdrawalDue({ loads: 3, failures: 3 }, lenient)).toBe(false);
    // A share of 0 withdraws at the first failure once enough visitors loaded it.
    const strict = { maxFailureShare: 0, minLoads: 1 };
    expect(withdrawalDue({ loads: 1, failures: 0 }, strict)).toBe(false);
    expect(withdrawalDue({ loads: 1, failures: 1 }, strict)).toBe(true);
  });
});

describe('withdrawalReason', () => {
  it('says the counts, the share and the limits', () => {
    expect(withdrawalReason({ loads: 20, failures: 2 }, limits)).toBe(
      '2 of 20 visitors could not load it (10.0%, more than 5.0% of at least 20)',
    );
  });
});

describe('reportsByVersion', () => {
  it('gives one report per version: failed when any of its events failed', () => {
    expect(
      reportsByVersion([
        { remote: 'blog', version: 'aaaaaaaaaaaa', outcome: 'loaded' },
        { remote: 'blog', version: 'aaaaaaaaaaaa', outcome: 'failed' },
        { remote: 'blog', version: 'aaaaaaaaaaaa', outcome: 'loaded' },
        { remote: 'public', version: 'aaaaaaaaaaaa', outcome: 'loaded' },
        { remote: 'blog', version: 'bbbbbbbbbbbb', outcome: 'loaded' },
      ]),
    ).toEqual([
      { remote: 'blog', version: 'aaaaaaaaaaaa', failed: true },
      { remote: 'public', version: 'aaaaaaaaaaaa', failed: false },
      { remote: 'blog', version: 'bbbbbbbbbbbb', failed: false },
    ]);
  });

  it('gives nothing for no events', () => {
    expect(reportsByVersion([])).toEqual([]);
  });
});
