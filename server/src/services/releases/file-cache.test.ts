import type { VersionFile } from '../../repositories/release-repository';
import { createFileCache } from './file-cache';

/** A file of `size` bytes. */
const fileOf = (path: string, size: number): VersionFile => ({
  path,
  contentType: 'text/javascript; charset=utf-8',
  size,
  sha256: '0'.repeat(64),
  bytes: Buffer.alloc(size),
});
const key = (version: string, path: string) => ({ remote: 'blog', version, path });

describe('the version file cache', () => {
  it('keeps what it is given and finds it by remote, version and path', () => {
    const cache = createFileCache(1000);
    const files = [fileOf('main.js', 100), fileOf('main.js.br', 40)];
    cache.remember(key('v1', 'main.js'), files);
    expect(cache.get(key('v1', 'main.js'))).toBe(files);
    expect(cache.get(key('v2', 'main.js'))).toBeUndefined();
    expect(cache.get({ remote: 'public', version: 'v1', path: 'main.js' })).toBeUndefined();
    expect(cache.bytes).toBe(140);
  });

  it('does not keep a file set larger than a quarter of its budget', () => {
    const cache = createFileCache(1000);
    cache.remember(key('v1', 'big.js'), [fileOf('big.js', 251)]);
    expect(cache.get(key('v1', 'big.js'))).toBeUndefined();
    cache.remember(key('v1', 'quarter.js'), [fileOf('quarter.js', 250)]);
    expect(cache.get(key('v1', 'quarter.js'))).toBeDefined();
    expect(cache.bytes).toBe(250);
  });

  it('drops the oldest past its budget, until it fits', () => {
    const cache = createFileCache(1000);
    for (const name of ['a', 'b', 'c', 'd']) cache.remember(key('v1', name), [fileOf(name, 250)]);
    expect(cache.bytes).toBe(1000);
    cache.remember(key('v1', 'e'), [fileOf('e', 200)]);
    expect(cache.get(key('v1', 'a'))).toBeUndefined();
    expect(['b', 'c', 'd', 'e'].every((name) => cache.get(key('v1', name)))).toBe(true);
    expect(cache.bytes).toBe(950);
    cache.remember(key('v1', 'f'), [fileOf('f', 250)]);
    // 1200 bytes: b goes, then 950 fits.
    expect(cache.get(key('v1', 'b'))).toBeUndefined();
    expect(cache.get(key('v1', 'c'))).toBeDefined();
    expect(cache.bytes).toBe(950);
  });

  it('drops every file of deleted versions, and only theirs', () => {
    const cache = createFileCache(10_000);
    cache.remember(key('v1', 'main.js'), [fileOf('main.js', 100)]);
    cache.remember(key('v1', 'js/1.js'), [fileOf('js/1.js', 10)]);
    cache.remember(key('v10', 'main.js'), [fileOf('main.js', 50)]);
    cache.remember({ remote: 'public', version: 'v1', path: 'main.js' }, [fileOf('main.js', 7)]);
    cache.dropVersions([{ remote: 'blog', version: 'v1' }]);
    expect(cache.get(key('v1', 'main.js'))).toBeUndefined();
    expect(cache.get(key('v1', 'js/1.js'))).toBeUndefined();
    expect(cache.get(key('v10', 'main.js'))).toBeDefined();
    expect(cache.get({ remote: 'public', version: 'v1', path: 'main.js' })).toBeDefined();
    expect(cache.bytes).toBe(57);
  });
});
