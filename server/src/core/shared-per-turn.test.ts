import { sharedPerTurn } from './shared-per-turn';

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('sharedPerTurn', () => {
  it('answers the calls of one turn with one read, made after the last of them', async () => {
    let stored = 'old';
    let reads = 0;
    const read = sharedPerTurn(async () => {
      reads += 1;
      return stored;
    });
    const first = read();
    const second = read();
    // Written after both asked, in the same turn: both see it, as the read comes after them.
    stored = 'new';
    await expect(Promise.all([first, second])).resolves.toEqual(['new', 'new']);
    expect(reads).toBe(1);
  });

  it('gives a call made once the read has started a read of its own', async () => {
    const started: string[] = [];
    let stored = 'v1';
    let finish: (() => void) | undefined;
    const read = sharedPerTurn(async () => {
      const value = stored;
      started.push(value);
      // A slow database: the read is still running when the next call comes.
      await new Promise<void>((resolve) => (finish = resolve));
      return value;
    });
    const early = read();
    await turn();
    expect(started).toEqual(['v1']);
    stored = 'v2'; // committed after the first read started and before the next call
    const late = read();
    finish?.();
    await expect(early).resolves.toBe('v1');
    await turn();
    finish?.();
    await expect(late).resolves.toBe('v2');
    expect(started).toEqual(['v1', 'v2']);
  });

  it('passes a failed read to every call that shared it; the next call reads again', async () => {
    let fail = true;
    const read = sharedPerTurn(async () => {
      if (fail) throw new Error('database gone');
      return 'back';
    });
    const calls = [read(), read()];
    await expect(calls[0]).rejects.toThrow('database gone');
    await expect(calls[1]).rejects.toThrow('database gone');
    fail = false;
    await expect(read()).resolves.toBe('back');
  });
});
