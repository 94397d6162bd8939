import type { StartReporting } from './start-vitals';

type Module = typeof import('./start-vitals');

const config = (vitalsSampleRate?: number) => ({ apiBase: '/api/', vitalsSampleRate });

describe('startVitals', () => {
  let started: { apiBase: string; landingPath: string }[];
  let flushes: number;
  let load: jest.Mock<Promise<{ startReporting: StartReporting }>, []>;
  let readyState: DocumentReadyState;
  // A fresh module each test: what a page load starts with.
  let startVitals: Module['startVitals'];
  let vitalsRouteChanged: Module['vitalsRouteChanged'];
  let SETTLE_MS: number;
  let IDLE_TIMEOUT_MS: number;

  beforeEach(() => {
    jest.isolateModules(() => {
      ({ startVitals, vitalsRouteChanged, SETTLE_MS, IDLE_TIMEOUT_MS } =
        jest.requireActual<Module>('./start-vitals'));
    });
    jest.useFakeTimers();
    started = [];
    flushes = 0;
    load = jest.fn(() =>
      Promise.resolve({
        startReporting: (apiBase: string, landingPath: string) => {
          started.push({ apiBase, landingPath });
          return () => {
            flushes += 1;
          };
        },
      }),
    );
    // The page is still loading when start-up runs.
    readyState = 'loading';
    jest.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
    window.history.replaceState(null, '', '/blogs/7?utm_source=newsletter');
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    Reflect.deleteProperty(window, 'requestIdleCallback');
  });

  /** The page's load event, then every timer. */
  async function loadAndSettle() {
    readyState = 'complete';
    window.dispatchEvent(new Event('load'));
    await jest.runAllTimersAsync();
  }

  it.each([
    ['a visit the draw leaves out', 0.5, 0.5],
    ['a share of 0', 0, 0],
    ['no share in the runtime config', undefined, 0],
  ])('loads nothing for %s', async (_label, rate, drawn) => {
    startVitals(config(rate), { random: () => drawn, load });
    await loadAndSettle();
    expect(load).not.toHaveBeenCalled();
    vitalsRouteChanged();
    expect(flushes).toBe(0);
  });

  it('loads nothing for a visit that starts on a page that is not public', async () => {
    window.history.replaceState(null, '', '/dashboard/enquiries');
    startVitals(config(1), { random: () => 0, load });
    await loadAndSettle();
    expect(load).not.toHaveBeenCalled();
  });

  it('fetches the reporting chunk of a sampled visit only after the load event, a pause and an idle moment', async () => {
    const idle: (() => void)[] = [];
    Object.assign(window, {
      requestIdleCallback: (run: () => void, options: { timeout: number }) => {
        expect(options.timeout).toBe(IDLE_TIMEOUT_MS);
        idle.push(run);
        return idle.length;
      },
    });
    startVitals(config(0.25), { random: () => 0.2, load });
    await jest.advanceTimersByTimeAsync(60_000);
    expect(load).not.toHaveBeenCalled();

    readyState = 'complete';
    window.dispatchEvent(new Event('load'));
    await jest.advanceTimersByTimeAsync(SETTLE_MS - 1);
    expect(idle).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(load).not.toHaveBeenCalled();
    idle[0]?.();
    await jest.runAllTimersAsync();
    expect(load).toHaveBeenCalledTimes(1);
    // The landing page is its path (the chunk maps it to its route pattern), never its query.
    expect(started).toEqual([{ apiBase: '/api/', landingPath: '/blogs/7' }]);
    vitalsRouteChanged();
    expect(flushes).toBe(1);
  });

  it('waits only the pause when the page has already loaded and the browser has no idle callback', async () => {
    readyState = 'complete';
    startVitals(config(1), { random: () => 0.99, load });
    await jest.advanceTimersByTimeAsync(SETTLE_MS);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('goes unmeasured, quietly, when the chunk cannot be loaded', async () => {
    load.mockImplementation(() => Promise.reject(new Error('ChunkLoadError')));
    startVitals(config(1), { random: () => 0, load });
    await loadAndSettle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(started).toEqual([]);
  });

  it('loads the real chunk and library, which listen for the page being hidden or left', async () => {
    const listening = jest.spyOn(window, 'addEventListener');
    readyState = 'complete';
    startVitals(config(1), { random: () => 0 });
    await jest.advanceTimersByTimeAsync(SETTLE_MS);
    jest.useRealTimers();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(listening).toHaveBeenCalledWith('pagehide', expect.any(Function), true);
    expect(listening).toHaveBeenCalledWith('visibilitychange', expect.any(Function), true);
    expect(() => vitalsRouteChanged()).not.toThrow();
  });
});
