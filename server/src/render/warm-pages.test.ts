import { warmPages, type AskAhead } from './warm-pages';

/** Pages that answer after `delayMs`, recording the order they were asked in. */
function pagesAnswering(answers: Record<string, 'fresh' | 'kept' | Error>, delayMs = 5) {
  const asked: string[] = [];
  let inFlight = 0;
  let mostAtOnce = 0;
  const ask: AskAhead = async (path) => {
    asked.push(path);
    inFlight += 1;
    mostAtOnce = Math.max(mostAtOnce, inFlight);
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    inFlight -= 1;
    const answer = answers[path];
    if (answer instanceof Error) throw answer;
    return answer ? { fresh: answer === 'fresh' } : null;
  };
  return { ask, asked, mostAtOnce: () => mostAtOnce };
}

describe('warmPages', () => {
  it('asks for each page once, one at a time, and counts the fresh renders', async () => {
    const { ask, asked, mostAtOnce } = pagesAnswering({
      '/': 'fresh',
      '/services': 'kept',
      '/blog': 'fresh',
    });
    const warmed = await warmPages(
      ask,
      ['/', '/services', '/blog', '/contact'],
      new AbortController().signal,
    );
    expect(asked).toEqual(['/', '/services', '/blog', '/contact']);
    expect(mostAtOnce()).toBe(1);
    expect(warmed).toMatchObject({ asked: 4, rendered: 2 });
    expect(warmed.ms).toBeGreaterThanOrEqual(0);
  });

  it('goes on past a page that fails', async () => {
    const { ask, asked } = pagesAnswering({ '/': new Error('render failed'), '/blog': 'fresh' });
    const warmed = await warmPages(ask, ['/', '/blog'], new AbortController().signal);
    expect(asked).toEqual(['/', '/blog']);
    expect(warmed).toMatchObject({ asked: 1, rendered: 1 });
  });

  it('stops when the server closes', async () => {
    const { ask, asked } = pagesAnswering({}, 20);
    const closing = new AbortController();
    const warming = warmPages(ask, ['/', '/services', '/blog', '/contact'], closing.signal);
    await new Promise((resolve) => setTimeout(resolve, 30));
    closing.abort();
    const warmed = await warming;
    expect(asked.length).toBeLessThan(4);
    expect(warmed.asked).toBe(asked.length);
  });
});
