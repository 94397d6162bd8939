// The public API check (scripts/check-public-api.mjs): the shared packages' surface matches
// their public-api.md, and a change of surface is refused until the version says it.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { afterAll, beforeAll, describe, expect, test } = require('@jest/globals');
const { checkPublicApi, SHARED_PACKAGES } = require('./lib/public-api.cjs');

const root = path.join(__dirname, '..');

test('shared-data and shared-ui: the public API recorded under the current version', () => {
  const { ok, messages } = checkPublicApi(root, SHARED_PACKAGES);
  expect(ok ? [] : messages).toEqual([]);
}, 60_000);

describe('a package whose API changes', () => {
  let dir;
  const write = (file, text) => fs.writeFileSync(path.join(dir, 'lib', file), text);
  const setVersion = (version) =>
    write(
      'package.json',
      JSON.stringify({ name: 'lib', version, exports: { '.': './src/index.ts' } }),
    );
  const check = (options) => checkPublicApi(dir, ['lib'], options);
  const SOURCE = [
    'export const a = 1;',
    'export function f(text: string, { id }: { id: number }): number { return text.length + id; }',
    'export interface Props { id: string; label?: string }',
    "export type Kind = 'one' | 'two';",
    'export const LIMITS = { size: 10, count: 3 } as const;',
  ];

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'public-api-'));
    fs.mkdirSync(path.join(dir, 'lib', 'src'), { recursive: true });
    write(
      'tsconfig.json',
      JSON.stringify({
        compilerOptions: { strict: true, noEmit: true, types: [], lib: ['ES2022'] },
        include: ['src'],
      }),
    );
    setVersion('1.0.0');
    write('src/index.ts', SOURCE.join('\n'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  test('is recorded, then passes unchanged', () => {
    expect(check()).toEqual({ ok: false, messages: [expect.stringContaining('is missing')] });
    expect(check({ update: true }).ok).toBe(true);
    const report = fs.readFileSync(path.join(dir, 'lib', 'public-api.md'), 'utf8');
    expect(report).toContain('Version: 1.0.0');
    expect(report).toContain('const f: (text: string, _1: { id: number; }) => number');
    expect(report).toContain('type Kind | "one"');
    expect(report).toContain('const LIMITS.size: 10');
    expect(report).toContain('type Props.label?: string | undefined');
    expect(check()).toEqual({ ok: true, messages: ['lib 1.0.0: public API unchanged'] });
  });

  test('a renamed parameter or a new comment is no change', () => {
    write('src/index.ts', ['// The lib.', ...SOURCE].join('\n').replace('{ id }', '{ id: key }'));
    expect(check().ok).toBe(true);
  });

  test('additions need a minor version', () => {
    write(
      'src/index.ts',
      [...SOURCE, 'export const b = 2;'].join('\n').replace("'two'", "'two' | 'three'"),
    );
    const { ok, messages } = check();
    expect(ok).toBe(false);
    expect(messages[0]).toContain('added    lib: const b');
    expect(messages[0]).toContain('added    lib: type Kind | "three"');
    expect(messages[0]).toContain(
      'This needs a minor version (only additions): set "version": "1.1.0"',
    );

    const refused = check({ update: true });
    expect(refused.ok).toBe(false);
    expect(refused.messages[0]).toContain('refusing to record a changed public API under 1.0.0');
    expect(refused.messages[0]).toContain(
      'New exports need a minor version: set "version": "1.1.0"',
    );

    setVersion('1.1.0');
    expect(check({ update: true }).ok).toBe(true);
    expect(check().ok).toBe(true);
  });

  test('removals and changes need a major version', () => {
    const changed = [...SOURCE, 'export const b = 2;']
      .filter((line) => !line.startsWith('export const a'))
      .join('\n')
      .replace("'two'", "'two' | 'three'")
      .replace('text: string', 'text: string[]')
      .replace('size: 10', 'size: 20');
    write('src/index.ts', changed);
    const { messages } = check();
    expect(messages[0]).toContain('removed  lib: const a');
    expect(messages[0]).toContain('changed  lib: const f');
    expect(messages[0]).toContain('changed  lib: const LIMITS.size');
    expect(messages[0]).toContain(
      'This needs a major version (something was removed or changed): set "version": "2.0.0"',
    );

    setVersion('1.2.0');
    const refused = check({ update: true });
    expect(refused.ok).toBe(false);
    expect(refused.messages[0]).toContain(
      'Removed or changed exports need a major version: set "version": "2.0.0"',
    );

    setVersion('2.0.0');
    expect(check({ update: true }).ok).toBe(true);
    expect(check().ok).toBe(true);
  });

  test('a new version over the same API is recorded only by --update', () => {
    setVersion('2.0.1');
    expect(check().messages[0]).toContain(
      'lib/package.json says 2.0.1, lib/public-api.md says 2.0.0',
    );
    expect(check({ update: true }).ok).toBe(true);
    setVersion('1.9.0');
    expect(check({ update: true }).messages[0]).toContain('1.9.0 is older than 2.0.1');
  });
});
