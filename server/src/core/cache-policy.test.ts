import { cacheControlFor, CACHE_FOREVER, isContentHashed, REVALIDATE } from './cache-policy';

describe('isContentHashed', () => {
  it.each([
    'main.1a2b3c4d.js',
    '123.9f8e7d6c5b4a3210.js',
    '/srv/site/shell/dist/main.1a2b3c4d.js.br',
    'main.1a2b3c4d.js.gz',
    'vendors.0123456789abcdef0123.css',
    'a1b2c3d4e5f60718.png',
    'main.1a2b3c4d.js.map',
  ])('%s carries a hash', (file) => {
    expect(isContentHashed(file)).toBe(true);
  });

  it.each([
    'index.html',
    'mf-manifest.json',
    'remoteEntry.js',
    'remoteEntry.js.br',
    'logo.png',
    'main.1a2b3c4.js', // 7 characters: too short to be ours
    'main.1A2B3C4D.js', // webpack's hashes are lowercase
    'main.abcdefgh.js',
    'deadbeef12', // no extension: the hash would be the extension
  ])('%s does not', (file) => {
    expect(isContentHashed(file)).toBe(false);
  });
});

describe('cacheControlFor', () => {
  it('keeps hashed files a year and revalidates the rest', () => {
    expect(cacheControlFor('main.1a2b3c4d.js')).toBe(CACHE_FOREVER);
    expect(CACHE_FOREVER).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('index.html')).toBe(REVALIDATE);
    expect(REVALIDATE).toBe('no-cache');
  });
});
