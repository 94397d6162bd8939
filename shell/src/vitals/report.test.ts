import type { Metric, ReportOpts } from 'web-vitals';
import { sendReport, startReporting, type VitalsLibrary } from './report';

type Name = 'LCP' | 'INP' | 'CLS' | 'TTFB';

/**
 * Stands in for the web-vitals library, which measures nothing in jsdom: it keeps the callbacks
 * and options the reporting hands it, and calls back with metrics as the library would.
 */
function library() {
  const callbacks = new Map<Name, (metric: Metric) => void>();
  const options = new Map<Name, ReportOpts>();
  const on =
    (name: Name) =>
    (callback: (metric: Metric) => void, given: ReportOpts): void => {
      callbacks.set(name, callback);
      options.set(name, given);
    };
  let ids = 0;
  const fake: VitalsLibrary = {
    onLCP: on('LCP'),
    onINP: on('INP'),
    onCLS: on('CLS'),
    onTTFB: on('TTFB'),
  };
  return {
    fake,
    options,
    /** The library reports a metric; answers its id (to report it again, changed). */
    report(name: Name, value: number, extra: Partial<Metric> = {}): string {
      ids += 1;
      const metric = {
        name,
        value,
        delta: value,
        rating: 'good',
        entries: [],
        id: `v6-${ids}`,
        navigationType: 'navigate',
        navigationId: 1,
        navigationURL: 'https://clinic.example/blogs/7?utm_source=newsletter#top',
        ...extra,
      } as Metric;
      callbacks.get(name)?.(metric);
      return metric.id;
    },
  };
}

function hide() {
  jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

describe('the Web Vitals reporting', () => {
  let sent: { url: string; events: unknown[] }[];
  let raw: string[];
  const send = (url: string, body: string) => {
    raw.push(body);
    sent.push({ url, ...(JSON.parse(body) as { events: unknown[] }) });
  };

  beforeEach(() => {
    sent = [];
    raw = [];
  });
  afterEach(() => jest.restoreAllMocks());

  it('asks the library for LCP, INP, CLS and TTFB, soft navigations included', () => {
    const vitals = library();
    startReporting('/api/', '/', vitals.fake, send);
    expect(Object.fromEntries(vitals.options)).toEqual({
      TTFB: { reportSoftNavs: true },
      LCP: { reportSoftNavs: true },
      CLS: { reportSoftNavs: true },
      INP: { reportSoftNavs: true },
    });
  });

  it('keeps the measurements until the page is hidden, then sends them together under the route pattern', () => {
    const vitals = library();
    startReporting('https://api.clinic.example/api', '/blogs/7', vitals.fake, send);
    vitals.report('TTFB', 412.6);
    vitals.report('LCP', 2210.4);
    vitals.report('CLS', 0.031_84);
    vitals.report('INP', 88);
    expect(sent).toEqual([]);

    hide();
    expect(sent).toEqual([
      {
        url: 'https://api.clinic.example/api/vitals',
        events: [
          { route: '/blogs/:blog_id', metric: 'TTFB', value: 413 },
          { route: '/blogs/:blog_id', metric: 'LCP', value: 2210 },
          { route: '/blogs/:blog_id', metric: 'CLS', value: 0.0318 },
          { route: '/blogs/:blog_id', metric: 'INP', value: 88 },
        ],
      },
    ]);
    // Nothing of the address but its pattern: no id, query or fragment.
    expect(raw.join()).not.toMatch(/\/blogs\/7|utm_source|newsletter|#top|v6-/);
  });

  it('never sends a booking’s manage token, only its route pattern', () => {
    const vitals = library();
    const flush = startReporting('/api/', '/', vitals.fake, send);
    const url = 'https://clinic.example/book_appointment/manage/U2VjcmV0LXRva2VuLTQy';
    vitals.report('LCP', 1800, { navigationURL: url });
    vitals.report('CLS', 0, { navigationURL: url });
    flush();
    expect(sent[0]?.events).toEqual([
      { route: '/book_appointment/manage/:token', metric: 'LCP', value: 1800 },
      { route: '/book_appointment/manage/:token', metric: 'CLS', value: 0 },
    ]);
    expect(raw.join()).not.toContain('U2VjcmV0LXRva2VuLTQy');
  });

  it('takes the landing page when the library names no URL', () => {
    const vitals = library();
    const flush = startReporting('/api/', '/doctor/4', vitals.fake, send);
    vitals.report('TTFB', 300, { navigationURL: undefined });
    flush();
    expect(sent[0]?.events).toEqual([{ route: '/doctor/:id', metric: 'TTFB', value: 300 }]);
  });

  it('sends what waits at each move to another page, and each measurement once', () => {
    const vitals = library();
    const flush = startReporting('/api/', '/', vitals.fake, send);
    vitals.report('LCP', 1500, { navigationURL: 'https://clinic.example/' });
    const cls = vitals.report('CLS', 0.02, { navigationURL: 'https://clinic.example/' });
    // Reported again before it went out: the later value replaces it.
    vitals.report('CLS', 0.05, { id: cls, navigationURL: 'https://clinic.example/' });
    flush();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.events).toEqual([
      { route: '/', metric: 'LCP', value: 1500 },
      { route: '/', metric: 'CLS', value: 0.05 },
    ]);

    // The library reports the same CLS again as the page is hidden: already counted.
    vitals.report('CLS', 0.09, { id: cls, navigationURL: 'https://clinic.example/' });
    // A soft navigation to /blog: its own LCP, while its TTFB (0: nothing fetched) is left out.
    const soft = {
      navigationType: 'soft-navigation',
      navigationURL: 'https://clinic.example/blog',
    } as const;
    vitals.report('TTFB', 0, soft);
    vitals.report('LCP', 640, soft);
    hide();
    expect(sent).toHaveLength(2);
    expect(sent[1]?.events).toEqual([{ route: '/blog', metric: 'LCP', value: 640 }]);
    // Nothing waits: a move or another hide sends nothing.
    flush();
    window.dispatchEvent(new Event('pagehide'));
    expect(sent).toHaveLength(2);
  });

  it('sends when the page is left (pagehide) too', () => {
    const vitals = library();
    startReporting('/api/', '/', vitals.fake, send);
    vitals.report('TTFB', 200, { navigationURL: 'https://clinic.example/contact' });
    window.dispatchEvent(new Event('pagehide'));
    expect(sent[0]?.events).toEqual([{ route: '/contact', metric: 'TTFB', value: 200 }]);
  });

  it('leaves out pages that are not public and values the server would refuse', () => {
    const vitals = library();
    const flush = startReporting('/api/', '/', vitals.fake, send);
    vitals.report('LCP', 900, { navigationURL: 'https://clinic.example/dashboard/enquiries' });
    vitals.report('LCP', 900, { navigationURL: 'https://clinic.example/sign_in' });
    vitals.report('LCP', 900, { navigationURL: 'https://clinic.example/no/such/page' });
    vitals.report('LCP', 300_001, { navigationURL: 'https://clinic.example/' });
    vitals.report('CLS', 250, { navigationURL: 'https://clinic.example/' });
    vitals.report('INP', -4, { navigationURL: 'https://clinic.example/' });
    vitals.report('INP', Number.NaN, { navigationURL: 'https://clinic.example/' });
    flush();
    expect(sent).toEqual([]);
  });

  it('sends at most 10 measurements a report', () => {
    const vitals = library();
    const flush = startReporting('/api/', '/', vitals.fake, send);
    for (let i = 0; i < 23; i += 1) {
      vitals.report('LCP', 1000 + i, { navigationURL: `https://clinic.example/blogs/${i}` });
    }
    flush();
    expect(sent.map((report) => report.events.length)).toEqual([10, 10, 3]);
  });

  it('names the visit’s device class in each report, and nothing of the device else', () => {
    const vitals = library();
    const flush = startReporting('/api/', '/', vitals.fake, send, 'phone');
    for (let i = 0; i < 12; i += 1) {
      vitals.report('LCP', 1000 + i, { navigationURL: `https://clinic.example/blogs/${i}` });
    }
    flush();
    expect(raw.map((body) => Object.keys(JSON.parse(body) as object))).toEqual([
      ['device', 'events'],
      ['device', 'events'],
    ]);
    expect(raw.map((body) => (JSON.parse(body) as { device: string }).device)).toEqual([
      'phone',
      'phone',
    ]);
  });

  it('names no device when the browser does not tell, as reports did before devices', () => {
    const vitals = library();
    const flush = startReporting('/api/', '/', vitals.fake, send, null);
    vitals.report('LCP', 1200, { navigationURL: 'https://clinic.example/' });
    flush();
    expect(raw).toEqual(['{"events":[{"route":"/","metric":"LCP","value":1200}]}']);
  });

  it('still reports the other measures when one cannot start in this browser', () => {
    const vitals = library();
    const fake = {
      ...vitals.fake,
      onTTFB: () => {
        throw new TypeError('performance.getEntriesByType is not a function');
      },
    };
    const flush = startReporting('/api/', '/', fake, send);
    vitals.report('LCP', 1200, { navigationURL: 'https://clinic.example/' });
    flush();
    expect(sent[0]?.events).toEqual([{ route: '/', metric: 'LCP', value: 1200 }]);
  });
});

describe('sendReport', () => {
  const body = '{"events":[]}';
  const posted = () => jest.fn(() => Promise.resolve({ ok: true } as Response));

  it('uses the beacon when the browser takes it', () => {
    const beacon = jest.fn(() => true);
    const post = posted();
    sendReport('/api/vitals', body, beacon, post);
    expect(beacon).toHaveBeenCalledWith('/api/vitals', body);
    expect(post).not.toHaveBeenCalled();
  });

  it.each([
    ['refuses the beacon', () => false],
    [
      'throws on the beacon',
      () => {
        throw new TypeError('Illegal invocation');
      },
    ],
  ])('falls back to fetch with keepalive when the browser %s', (_label, beacon) => {
    const post = posted();
    sendReport('/api/vitals', body, beacon, post);
    expect(post).toHaveBeenCalledWith('/api/vitals', {
      method: 'POST',
      body,
      keepalive: true,
      credentials: 'omit',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    });
  });

  it('falls back to fetch where there is no beacon, and a failed fetch goes unnoticed', async () => {
    const post = jest.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(() => sendReport('/api/vitals', body, undefined, post)).not.toThrow();
    expect(post).toHaveBeenCalledTimes(1);
    await Promise.resolve();
  });
});
