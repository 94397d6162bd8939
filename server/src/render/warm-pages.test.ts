import { warmPages, type InProcessClient } from './warm-pages';

/** An app whose pages answer after `delayMs`, recording the order it was asked in. */
function appAnswering(timings: Record<string, string | Error>, delayMs = 5) {
  const asked: string[] = [];
  let inFlight = 0;
  let mostAtOnce = 0;
  const app: InProcessClient = {
    async inject({ url }) {
      asked.push(url);
      inFlight += 1;
      mostAtOnce = Math.max(mostAtOnce, inFlight);
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      inFlight -= 1;
      const timing = timings[url];
      if (timing instanceof Error) throw timing;
      return { statusCode: 200, headers: timing ? { 'server-timing': timing } : {} };
    },
  };
  return { app, asked, mostAtOnce: () => mostAtOnce };
}

describe('warmPages', () => {
  it('asks for each page once, one at a time, and counts the fresh renders', async () => {
    const { app, asked, mostAtOnce } = appAnswering({
      '/': 'render;dur=120.5',
      '/services': 'render;desc="cache"',
      '/blog': 'render;dur=80.0',
    });
    const warmed = await warmPages(
      app,
      ['/', '/services', '/blog', '/contact'],
      new AbortController().signal,
    );
    expect(asked).toEqual(['/', '/services', '/blog', '/contact']);
    expect(mostAtOnce()).toBe(1);
    expect(warmed).toMatchObject({ asked: 4, rendered: 2 });
    expect(warmed.ms).toBeGreaterThanOrEqual(0);
  });

  it('goes on past a page that fails', async () => {
    const { app, asked } = appAnswering({
      '/': new Error('render failed'),
      '/blog': 'render;dur=9',
    });
    const warmed = await warmPages(app, ['/', '/blog'], new AbortController().signal);
    expect(asked).toEqual(['/', '/blog']);
    expect(warmed).toMatchObject({ asked: 1, rendered: 1 });
  });

  it('stops when the server closes', async () => {
    const { app, asked } = appAnswering({}, 20);
    const closing = new AbortController();
    const warming = warmPages(app, ['/', '/services', '/blog', '/contact'], closing.signal);
    await new Promise((resolve) => setTimeout(resolve, 30));
    closing.abort();
    const warmed = await warming;
    expect(asked.length).toBeLessThan(4);
    expect(warmed.asked).toBe(asked.length);
  });
});
