import { BEACON_DELAY_MS, createReleaseBeacon } from './release-beacon';

/** jsdom's Blob has no text(): read it as a browser of any age would. */
const readText = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(blob);
  });

type Sent = { url: string; body: { events: unknown[] }; type: string };

describe('the release beacon', () => {
  let sent: Sent[];
  let pending: Promise<void>[];
  const send = (url: string, body: Blob) => {
    pending.push(
      readText(body).then((text) => {
        sent.push({ url, body: JSON.parse(text) as Sent['body'], type: body.type });
      }),
    );
    return true;
  };
  const delivered = async () => {
    await Promise.all(pending);
    return sent;
  };
  const versions: Record<string, string | null> = {
    blog: 'abcdef012345',
    dashboard: 'abcdef012345',
    public: null,
  };

  beforeEach(() => {
    jest.useFakeTimers();
    sent = [];
    pending = [];
  });
  afterEach(() => jest.useRealTimers());

  it('sends the events of a short while together, as text so no preflight is needed', async () => {
    const report = createReleaseBeacon('/api/', (remote) => versions[remote], send);
    report('blog', 'loaded');
    report('dashboard', 'failed');
    jest.advanceTimersByTime(BEACON_DELAY_MS - 1);
    expect(pending).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(await delivered()).toEqual([
      {
        url: '/api/releases/beacon',
        type: 'text/plain',
        body: {
          events: [
            { remote: 'blog', version: 'abcdef012345', outcome: 'loaded' },
            { remote: 'dashboard', version: 'abcdef012345', outcome: 'failed' },
          ],
        },
      },
    ]);
  });

  it('counts a page that rendered and then threw as one failed attempt', async () => {
    const report = createReleaseBeacon('/api/', () => 'abcdef012345', send);
    report('blog', 'loaded');
    report('public', 'loaded');
    report('blog', 'failed');
    jest.advanceTimersByTime(BEACON_DELAY_MS);
    expect((await delivered())[0]?.body.events).toEqual([
      { remote: 'public', version: 'abcdef012345', outcome: 'loaded' },
      { remote: 'blog', version: 'abcdef012345', outcome: 'failed' },
    ]);
  });

  it('reports nothing for a remote without a registered version', async () => {
    const report = createReleaseBeacon('/api', (remote) => versions[remote], send);
    report('public', 'loaded');
    report('auth', 'loaded');
    jest.advanceTimersByTime(BEACON_DELAY_MS);
    expect(await delivered()).toEqual([]);
  });

  it('sends at once when the page is left, in batches of at most 50', async () => {
    const report = createReleaseBeacon('https://api.example.org/api', () => 'abcdef012345', send);
    for (let i = 0; i < 120; i += 1) report('blog', 'loaded');
    dispatchEvent(new Event('pagehide'));
    const batches = await delivered();
    expect(batches.map((batch) => batch.body.events.length)).toEqual([50, 50, 20]);
    expect(batches[0]?.url).toBe('https://api.example.org/api/releases/beacon');
    // Nothing is left for the timer to send again.
    jest.advanceTimersByTime(BEACON_DELAY_MS);
    expect(await delivered()).toHaveLength(3);
  });

  it('sends at once when the tab is hidden', async () => {
    const report = createReleaseBeacon('/api/', () => 'abcdef012345', send);
    report('dashboard', 'failed');
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    expect(await delivered()).toEqual([
      expect.objectContaining({
        body: { events: [{ remote: 'dashboard', version: 'abcdef012345', outcome: 'failed' }] },
      }),
    ]);
  });
});
