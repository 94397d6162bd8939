// The release command end to end: a real server listening on loopback, the command run as a
// team runs it (with --dir, so no webpack build), its output and exit codes checked.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { AddressInfo } from 'node:net';
import { REPO_ROOT } from '../config';
import { createTestApi, type TestApi } from '../testing/api';
import { remoteBuild, writeBuild, writeShellManifest } from '../testing/release-fixture';

const run = promisify(execFile);
const COMMAND = path.join(REPO_ROOT, 'scripts', 'release.mjs');

describe('npm run release', () => {
  let api: TestApi;
  let url: string;
  let token: string;
  let work: string;

  beforeAll(async () => {
    api = await createTestApi('sqlite');
    writeShellManifest(api.database.dataDir);
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
    token = (await api.app.deployTokens.createFromConsole('blog', 'test')).secret;
    work = mkdtempSync(path.join(os.tmpdir(), 'release-command-'));
  });
  afterAll(async () => {
    await api.close();
    rmSync(work, { recursive: true, force: true });
  });

  async function release(args: string[], env: Record<string, string> = {}) {
    try {
      const { stdout, stderr } = await run(process.execPath, [COMMAND, ...args], {
        cwd: work,
        env: { PATH: process.env.PATH, RELEASE_URL: url, RELEASE_TOKEN: token, ...env },
        timeout: 20_000,
      });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
    }
  }

  function build(name: string, text: string, options?: Parameters<typeof remoteBuild>[1]) {
    const dir = path.join(work, name);
    writeBuild(dir, [
      ...remoteBuild(text, options),
      { path: 'main.js.map', bytes: Buffer.from('{}') },
      // The stamp `npm start` writes beside a build: left behind, not refused.
      { path: '.build-hash', bytes: Buffer.from('9b908d8c') },
    ]);
    return dir;
  }

  it('releases, canaries, promotes, lists and rolls back, one command each', async () => {
    const first = await release(['blog', '--dir', build('one', 'one')]);
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(
      /Checked: 3 files, .* KB, exposes \.\/module \(1 source maps left out\) \(1 hidden files left out\)/,
    );
    const v1 = /version ([0-9a-f]{12})/.exec(first.stdout)?.[1];
    expect(first.stdout).toContain(`blog ${v1} is live`);
    // The budget mfe-blog/package.json declares went with it, and was adopted (the first).
    const declared = (
      JSON.parse(readFileSync(path.join(REPO_ROOT, 'mfe-blog', 'package.json'), 'utf8')) as {
        portal: { budgetKB: number };
      }
    ).portal.budgetKB;
    expect(first.stdout).toMatch(
      new RegExp(`A first visit loads \\d+\\.\\d KB gzip from it \\(budget ${declared}\\.0 KB\\)`),
    );

    const canary = await release(['blog', '--canary', '25', '--dir', build('two', 'two')]);
    const v2 = /version ([0-9a-f]{12})/.exec(canary.stdout)?.[1];
    expect(canary.stdout).toContain(`blog ${v2} is the canary for 25% of visitors`);

    expect((await release(['blog', '--promote'])).stdout).toContain(`blog ${v2} is live`);
    const listed = await release(['blog', '--list']);
    expect(listed.stdout).toContain(`live ${v2}`);
    expect(listed.stdout).toMatch(/promote .* by deploy token test/);
    expect(listed.stdout).toContain(`budget: ${declared}.0 KB gzip on a first visit`);
    expect(listed.stdout).toMatch(new RegExp(`${v2} live .* \\d+\\.\\d KB gzip`));

    expect((await release(['blog', '--rollback'])).stdout).toContain(`blog ${v1} is live again`);
    expect((await release(['blog', '--rollback', v2 ?? ''])).stdout).toContain(
      `blog ${v2} is live again`,
    );
    const config = (await (await fetch(`${url}/runtime-config.json`)).json()) as {
      remotes: { blog: string };
    };
    expect(config.remotes.blog).toBe(`/mfe/blog/${v2}/mf-manifest.json`);
  });

  it('exits non-zero with the server’s message on a refusal', async () => {
    const wrongRemote = await release(['dashboard', '--dir', build('dash', 'dash')]);
    expect(wrongRemote.code).toBe(1);
    expect(wrongRemote.stderr).toContain(
      'Refused (403): This deploy token is for the blog remote: it cannot change the dashboard remote',
    );
    const react = await release([
      'blog',
      '--dir',
      build('old-react', 'old', { requires: { react: '^18.0.0' } }),
    ]);
    expect(react.code).toBe(1);
    expect(react.stderr).toMatch(
      /Refused \(422\): .*requires react \^18\.0\.0, but the live shell provides react 19\.3\.1/,
    );
    const noModule = await release([
      'blog',
      '--dir',
      build('no-module', 'x', { exposes: './other' }),
    ]);
    expect(noModule.stderr).toContain("does not expose './module'");
    const noToken = await release(['blog', '--list'], { RELEASE_TOKEN: '' });
    expect(noToken.code).toBe(1);
    expect(noToken.stderr).toContain('RELEASE_TOKEN is not set');
  });
});
