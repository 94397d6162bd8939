// A release's server code, run by the page renderer, tried as a hostile deploy token's would
// be: it reaches nothing of the server, a loop or an endless allocation is stopped while the
// server goes on, its calls to the API are bounded, and one remote's code cannot touch
// another's. The bundles are small hand-written ones; the real ones are rendered by the
// server-rendering tests.
import { existsSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RenderApiResponse } from 'shared-data/contract';
import { IsolatedRenderer, type IsolatedRenderRequest } from './isolated-renderer';

/**
 * The shell's bundle: makes the calls the remote's module asks for (`calls`), then renders the
 * remote's page(url, answers) as the page's HTML.
 */
const SHELL = `
let answer;
exports.shared = { 'fixture-shared': { greeting: 'from the shell' } };
exports.configure = (options) => { answer = options.answer; };
exports.render = async ({ url, remote }) => {
  const statuses = [];
  for (const call of (remote && remote.module.calls) || [{ method: 'GET', url: '/api/blog/' }]) {
    statuses.push((await answer(call)).status);
  }
  const page = remote ? await remote.module.page(url, statuses) : 'The shell alone';
  return { html: typeof page === 'string' ? page : page.html, styles: '', state: {},
    head: typeof page === 'string' ? null : page.head, status: 200, complete: true };
};
`;

const remote = (body: string, extra = '') => `
const shared = require('fixture-shared');
module.exports = { routes: [], reducers: {}, saga: function* () {}, ${extra}
  page: async (url, statuses) => { ${body} } };
`;

describe('a remote server bundle in its isolate', () => {
  let renderer: IsolatedRenderer;
  let logged: string[];
  let calls: string[];

  function start(
    options: { cpuLimitMs?: number; memoryLimitMb?: number; cooldownMs?: number } = {},
  ) {
    logged = [];
    calls = [];
    renderer = new IsolatedRenderer({
      shellCode: SHELL,
      apiBase: '/api/',
      answer: async (url): Promise<RenderApiResponse> => {
        calls.push(url);
        return { status: 200, headers: {}, body: '[]' };
      },
      log: (level, message) => logged.push(`${level} ${message}`),
      memoryLimitMb: options.memoryLimitMb ?? 64,
      cpuLimitMs: options.cpuLimitMs ?? 300,
      cooldownMs: options.cooldownMs ?? 60_000,
    });
  }
  afterEach(() => renderer.close());

  const request = (key: string, code: string, budgetMs = 2000): IsolatedRenderRequest => ({
    key,
    remote: { name: 'blog', publicPath: 'https://vet.example/mfe/blog/1/', code: async () => code },
    url: '/blog',
    dataTimeoutMs: 100,
    budgetMs,
  });

  /** Polls (at most 10 s) until the log has a line matching `pattern`. */
  async function logFor(pattern: RegExp): Promise<string> {
    for (let i = 0; i < 200; i += 1) {
      const line = logged.find((entry) => pattern.test(entry));
      if (line) return line;
      await new Promise((done) => setTimeout(done, 50));
    }
    throw new Error(`Nothing logged like ${pattern}; logged: ${logged.join(' | ')}`);
  }

  it('reaches nothing of Node or of the server: no require, process, file system or network', async () => {
    start();
    const probe = path.join(os.tmpdir(), `isolate-escape-${process.pid}`);
    rmSync(probe, { force: true });
    const output = await renderer.render(
      request(
        'blog|1',
        remote(`
          const tries = {};
          const attempt = (name, fn) => { try { tries[name] = String(fn()); } catch (e) { tries[name] = 'refused'; } };
          attempt('process', () => typeof process);
          attempt('Buffer', () => typeof Buffer);
          attempt('fetch', () => typeof fetch);
          attempt('XMLHttpRequest', () => typeof XMLHttpRequest);
          attempt('WebSocket', () => typeof WebSocket);
          attempt('globalRequire', () => typeof globalThis.require);
          attempt('hostAnswer', () => typeof globalThis.__hostAnswer + typeof globalThis.__hostSleep + typeof globalThis.__hostLog);
          attempt('functionProcess', () => Function('return typeof process')());
          attempt('constructorProcess', () => (() => {}).constructor('return typeof process')());
          attempt('fs', () => require('fs').writeFileSync(${JSON.stringify(probe)}, 'owned'));
          attempt('childProcess', () => require('child_process'));
          attempt('nodeUrl', () => require('node:url'));
          tries.dynamicImport = await import('fs').then(() => 'loaded', () => 'refused');
          return '<pre>' + JSON.stringify(tries) + '</pre>';
        `),
      ),
    );
    const tries = JSON.parse(/<pre>(.*)<\/pre>/.exec(output?.html ?? '')?.[1] ?? '{}') as Record<
      string,
      string
    >;
    expect(tries).toEqual({
      process: 'undefined',
      Buffer: 'undefined',
      fetch: 'undefined',
      XMLHttpRequest: 'undefined',
      WebSocket: 'undefined',
      globalRequire: 'undefined',
      hostAnswer: 'undefinedundefinedundefined',
      functionProcess: 'undefined',
      constructorProcess: 'undefined',
      fs: 'refused',
      childProcess: 'refused',
      nodeUrl: 'refused',
      dynamicImport: 'refused',
    });
    expect(existsSync(probe)).toBe(false);
  });

  it('stops a render that loops, at its CPU limit, while the server goes on answering', async () => {
    start({ cpuLimitMs: 300 });
    const looping = request('blog|loop', remote('for (;;) {}'), 100);
    const rendering = renderer.render(looping);
    // The server's own event loop is not held: a timer of the host fires meanwhile.
    let tickedWhileLooping = false;
    await new Promise((done) => setTimeout(done, 20));
    tickedWhileLooping = true;
    await expect(rendering).rejects.toThrow(/longer than \d+ ms/);
    expect(tickedWhileLooping).toBe(true);
    await logFor(/stopped at its CPU limit/);
    // That version is not evaluated again for a while: its pages go to the browser at once.
    await expect(renderer.render(looping)).rejects.toThrow('stopped recently');
    // Another version of the remote renders as before.
    const fine = await renderer.render(request('blog|2', remote("return '<p>fine</p>';")));
    expect(fine?.html).toBe('<p>fine</p>');
  });

  it('stops a render that loops in its first, synchronous part', async () => {
    start({ cpuLimitMs: 200 });
    const code = `
      const shared = require('fixture-shared');
      module.exports = { routes: [], reducers: {}, saga: function* () {}, calls: [],
        page: () => { for (;;) {} } };`;
    await expect(renderer.render(request('blog|sync-loop', code, 5000))).rejects.toThrow();
    await logFor(/stopped at its CPU limit/);
  });

  it('stops a bundle that loops while it is evaluated', async () => {
    start({ cpuLimitMs: 200 });
    await expect(renderer.render(request('blog|eval-loop', 'for (;;) {}', 5000))).rejects.toThrow(
      'could not be evaluated',
    );
    await logFor(/failed to evaluate/);
    await expect(renderer.render(request('blog|eval-loop', 'for (;;) {}'))).rejects.toThrow(
      'stopped recently',
    );
  });

  it('stops a render that allocates without end, at its heap limit', async () => {
    start({ memoryLimitMb: 32 });
    const hoarding = request(
      'blog|hoard',
      remote('const kept = []; for (;;) kept.push(new Array(100000).fill(kept.length));'),
      5000,
    );
    await expect(renderer.render(hoarding)).rejects.toThrow();
    await logFor(/stopped at its heap limit/);
    await expect(renderer.render(hoarding)).rejects.toThrow('stopped recently');
  });

  it("calls only the site's API, only to read, and only so many times", async () => {
    start();
    const asks = [
      { method: 'POST', url: '/api/blog/create' },
      { method: 'GET', url: 'http://169.254.169.254/latest/meta-data' },
      { method: 'GET', url: '/api/../uploads/x' },
      { method: 'GET', url: '/runtime-config.json' },
      ...Array.from({ length: 25 }, (_, n) => ({ method: 'GET', url: `/api/blog/${n}` })),
    ];
    const output = await renderer.render(
      request(
        'blog|calls',
        remote("return '<p>' + statuses.join(',') + '</p>';", `calls: ${JSON.stringify(asks)},`),
      ),
    );
    const statuses = (output?.html ?? '').slice(3, -4).split(',').map(Number);
    expect(statuses.slice(0, 4)).toEqual([405, 400, 400, 400]);
    expect(statuses.slice(4).filter((status) => status === 200)).toHaveLength(20);
    expect(statuses.slice(4 + 20)).toEqual([429, 429, 429, 429, 429]);
    expect(calls).toHaveLength(20);
    expect(calls.every((url) => url.startsWith('/api/blog/'))).toBe(true);
  });

  it("cannot touch another remote's code: each version has an isolate of its own", async () => {
    start();
    const tamper = await renderer.render(
      request(
        'blog|tamper',
        remote(`
          shared.greeting = 'tampered';
          globalThis.tampered = true;
          Array.prototype.join = () => 'tampered';
          return '<p>' + shared.greeting + '</p>';`),
      ),
    );
    expect(tamper?.html).toBe('<p>tampered</p>');
    const other = await renderer.render({
      ...request(
        'public|1',
        remote(
          "return '<p>' + shared.greeting + ' ' + typeof globalThis.tampered + ' ' + [1, 2].join('-') + '</p>';",
        ),
      ),
    });
    expect(other?.html).toBe('<p>from the shell undefined 1-2</p>');
  });

  it('refuses what is not a page: the server decides the shape of what it serves', async () => {
    start();
    const bad = [
      "return { html: '<p>x</p>', head: { title: 'x', description: 'x', image: 'javascript:alert(1)' } };",
      "return { html: '<p>x</p>', head: { title: 'x', description: 'x', status: 302 } };",
      'return { html: 42 };',
    ];
    for (const [n, body] of bad.entries()) {
      await expect(renderer.render(request(`blog|bad${n}`, remote(body)))).rejects.toThrow();
    }
  });

  it('tries a stopped version again after its cooldown', async () => {
    start({ cpuLimitMs: 200, cooldownMs: 200 });
    // The bundle's code is read again for a new isolate: it loops the first time only.
    let reads = 0;
    const flaky: IsolatedRenderRequest = {
      ...request('blog|flaky', ''),
      budgetMs: 100,
      remote: {
        name: 'blog',
        publicPath: 'https://vet.example/mfe/blog/1/',
        code: async () => (reads++ === 0 ? remote('for (;;) {}') : remote("return '<p>back</p>';")),
      },
    };
    await expect(renderer.render(flaky)).rejects.toThrow();
    await logFor(/stopped at its CPU limit/);
    let output = null;
    for (let i = 0; i < 100 && !output; i += 1) {
      await new Promise((done) => setTimeout(done, 50));
      output = await renderer.render({ ...flaky, budgetMs: 2000 }).catch(() => null);
    }
    expect(output?.html).toBe('<p>back</p>');
  });

  it("gives renders ahead of visitors the first renders' budget, and leaves visitors theirs", async () => {
    start({ cpuLimitMs: 2000 });
    // 200 ms a render against a budget of 100: past it, but within four times it.
    const slow = request(
      'blog|slow',
      remote("const until = Date.now() + 200; while (Date.now() < until) {} return '<p>slow</p>';"),
      100,
    );
    for (let i = 0; i < 8; i += 1) {
      expect((await renderer.render({ ...slow, ahead: true }))?.html).toBe('<p>slow</p>');
    }
    // The first visitors' five renders still have four times the budget...
    for (let i = 0; i < 5; i += 1) expect((await renderer.render(slow))?.html).toBe('<p>slow</p>');
    // ...and the next has the budget.
    await expect(renderer.render(slow)).rejects.toThrow(/longer than 100 ms/);
  });
});
