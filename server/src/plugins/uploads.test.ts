import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { CACHE_FOREVER } from '../core/cache-policy';
import type { ImageRef, ProcessedImage } from '../core/images';
import { errors } from './errors';
import { createDiskImageFiles, createDiskImageStore, uploads } from './uploads';

const HASH = '0123456789abcdef0123';

/** A stand-in for processImage's output: the store does not look inside the files. */
function fakeImage(widths: number[], hash = HASH): ProcessedImage {
  const largest = widths[widths.length - 1] ?? 0;
  return {
    hash,
    width: largest,
    height: Math.round(largest / 2),
    variants: widths.map((width) => ({ width, data: Buffer.from(`webp bytes ${hash} ${width}`) })),
  };
}

const ref = (widths: number[]): ImageRef => ({ hash: HASH, widths });

let root: string;

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'uploads-test-'));
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('createDiskImageStore', () => {
  it('writes every variant under its content-hashed name, and nothing else', async () => {
    const dir = path.join(root, 'data', 'uploads'); // not there yet
    const store = createDiskImageStore(dir);
    const image = fakeImage([480, 960, 1600]);

    expect(await store.save(image)).toEqual({ hash: HASH, widths: [480, 960, 1600] });

    expect(readdirSync(dir).sort()).toEqual([
      `${HASH}-1600.webp`,
      `${HASH}-480.webp`,
      `${HASH}-960.webp`,
    ]);
    for (const variant of image.variants) {
      expect(readFileSync(path.join(dir, `${HASH}-${variant.width}.webp`))).toEqual(variant.data);
    }
  });

  it('saves the same image again, even twice at once', async () => {
    const store = createDiskImageStore(root);
    const image = fakeImage([480, 700]);
    await store.save(image);
    const again = await Promise.all([store.save(image), store.save(image)]);
    expect(again).toEqual([ref([480, 700]), ref([480, 700])]);
    // No temp file left behind.
    expect(readdirSync(root).sort()).toEqual([`${HASH}-480.webp`, `${HASH}-700.webp`]);
    expect(readFileSync(path.join(root, `${HASH}-700.webp`))).toEqual(image.variants[1]!.data);
  });

  it('refuses to write under a name that is not a hash', async () => {
    const dir = path.join(root, 'data', 'uploads');
    const store = createDiskImageStore(dir);
    // Were it written, it would land in root/data, still inside this test's temp directory.
    await expect(store.save(fakeImage([480], '../escaped-abcdefabcd'))).rejects.toThrow();
    expect(readdirSync(path.join(root, 'data'))).toEqual(['uploads']);
    expect(readdirSync(dir)).toEqual([]);
  });

  it.each([
    [[480, 960, 1600], 960],
    [[480, 960, 1000], 960],
    [[480, 960], 960],
    [[480, 700], 700],
    [[300], 300],
    [[1600, 480, 960], 960],
  ])('points the URL of %j at the %i px file', (widths, width) => {
    expect(createDiskImageStore(root).url(ref(widths))).toBe(`/uploads/${HASH}-${width}.webp`);
  });

  it('lists every width in the srcset, smallest first', () => {
    const store = createDiskImageStore(root);
    expect(store.srcset(ref([480, 960, 1600]))).toBe(
      `/uploads/${HASH}-480.webp 480w, /uploads/${HASH}-960.webp 960w, /uploads/${HASH}-1600.webp 1600w`,
    );
    expect(store.srcset(ref([300]))).toBe(`/uploads/${HASH}-300.webp 300w`);
  });

  it('builds URLs on another prefix', () => {
    const store = createDiskImageStore(root, 'https://cdn.example.com/img/');
    expect(store.url(ref([480, 700]))).toBe(`https://cdn.example.com/img/${HASH}-700.webp`);
    expect(store.srcset(ref([480]))).toBe(`https://cdn.example.com/img/${HASH}-480.webp 480w`);
  });

  it('removes the files of one image, and removing twice is fine', async () => {
    const store = createDiskImageStore(root);
    const other = fakeImage([480], 'ffffffffffffffffffff');
    await store.save(fakeImage([480, 960]));
    await store.save(other);

    await store.remove(ref([480, 960]));
    expect(readdirSync(root)).toEqual(['ffffffffffffffffffff-480.webp']);
    await expect(store.remove(ref([480, 960]))).resolves.toBeUndefined();
  });

  it('never deletes a file named by a bad reference', async () => {
    const store = createDiskImageStore(path.join(root, 'uploads'));
    writeFileSync(path.join(root, 'keep-480.webp'), 'not an upload');
    await expect(store.remove({ hash: '../keep', widths: [480] })).rejects.toThrow();
    expect(existsSync(path.join(root, 'keep-480.webp'))).toBe(true);
  });
});

describe('createDiskImageFiles', () => {
  it('lists only image files, with their sizes, and reads them whole or as a stream', async () => {
    const dir = path.join(root, 'uploads');
    const files = createDiskImageFiles(dir);
    const nothing = [];
    for await (const file of files.list()) nothing.push(file);
    expect(nothing).toEqual([]); // no folder yet: nothing, not an error

    await files.write(`${HASH}-480.webp`, Buffer.from('four eighty'));
    writeFileSync(path.join(dir, 'notes.txt'), 'not an image');
    const listed = [];
    for await (const file of files.list()) listed.push(file);
    expect(listed).toEqual([{ name: `${HASH}-480.webp`, size: 11 }]);
    expect(await files.size(`${HASH}-480.webp`)).toBe(11);
    expect(await files.size(`${HASH}-960.webp`)).toBeUndefined();
    expect(await files.read(`${HASH}-480.webp`)).toEqual(Buffer.from('four eighty'));
    const opened = await files.open(`${HASH}-480.webp`);
    const chunks: Buffer[] = [];
    for await (const chunk of opened?.stream ?? []) chunks.push(chunk as Buffer);
    expect([opened?.size, Buffer.concat(chunks).toString()]).toEqual([11, 'four eighty']);
    expect(await files.open(`${HASH}-960.webp`)).toBeUndefined();
  });

  it('replaces a file written again under its name, whole', async () => {
    const files = createDiskImageFiles(root);
    await files.write(`${HASH}-480.webp`, Buffer.from('damaged'));
    await files.write(`${HASH}-480.webp`, Buffer.from('the real bytes'));
    expect(readFileSync(path.join(root, `${HASH}-480.webp`), 'utf8')).toBe('the real bytes');
    expect(readdirSync(root)).toEqual([`${HASH}-480.webp`]);
  });

  it('refuses names that are not image files', async () => {
    const files = createDiskImageFiles(path.join(root, 'uploads'));
    await expect(files.write('../escaped-480.webp', Buffer.from('x'))).rejects.toThrow();
    await expect(files.read('notes.txt')).rejects.toThrow(/Not an image file name/);
    expect(existsSync(path.join(root, 'escaped-480.webp'))).toBe(false);
  });

  it('checks that its folder can be written', async () => {
    await expect(createDiskImageFiles(path.join(root, 'uploads')).check()).resolves.toBeUndefined();
    writeFileSync(path.join(root, 'a-file'), '');
    await expect(
      createDiskImageFiles(path.join(root, 'a-file', 'uploads')).check(),
    ).rejects.toThrow();
  });
});

describe('the uploads plugin', () => {
  let app: FastifyInstance;
  let dir: string;
  let image: ProcessedImage;

  beforeAll(async () => {
    // Real WebP files, as the image pipeline would write them for a 1000 px wide upload.
    const widths = [480, 960, 1000];
    const variants = await Promise.all(
      widths.map(async (width) => {
        const size = { width, height: Math.round(width * 0.6) };
        const data = await sharp({ create: { ...size, channels: 3, background: '#2a7' } })
          .webp()
          .toBuffer();
        return { width, data };
      }),
    );
    image = { hash: 'fedcba9876543210fedc', width: 1000, height: 600, variants };
  });

  beforeEach(async () => {
    dir = path.join(root, 'data', 'uploads');
    app = Fastify();
    await app.register(errors);
    // As in the app: another @fastify/static owns reply.sendFile.
    mkdirSync(path.join(root, 'site'));
    writeFileSync(path.join(root, 'site', 'index.html'), '<!doctype html>');
    await app.register(fastifyStatic, { root: path.join(root, 'site') });
    await app.register(uploads, { dir });
    await app.ready();
    await createDiskImageStore(dir).save(image);
  });

  afterEach(async () => {
    await app.close();
  });

  it('creates its directory', () => {
    expect(existsSync(dir)).toBe(true);
  });

  it('serves a stored file as WebP, cached for a year', async () => {
    const variant = image.variants[1]!;
    const url = createDiskImageStore(dir).url({ hash: image.hash, widths: [480, 960, 1000] });
    expect(url).toBe(`/uploads/${image.hash}-960.webp`);

    const res = await app.inject({ url });

    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe(CACHE_FOREVER);
    expect(res.rawPayload).toEqual(variant.data);
  });

  it('answers HEAD too', async () => {
    const res = await app.inject({ method: 'HEAD', url: `/uploads/${image.hash}-480.webp` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(CACHE_FOREVER);
  });

  const expectJson404 = async (url: string) => {
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ status: 404, msg: expect.any(String) });
  };

  it('answers a JSON 404 for a name it does not have', async () => {
    await expectJson404(`/uploads/${'a'.repeat(20)}-480.webp`);
    await expectJson404(`/uploads/${image.hash}-1600.webp`);
  });

  it.each([
    ['a file of another kind', 'notes.txt'],
    ['an upper-case hash', 'ABCDEF0123456789ABCD-480.webp'],
    ['a short hash', 'abc-480.webp'],
    ['another extension', '0123456789abcdef0123-480.png'],
    ['a compressed twin', '0123456789abcdef0123-480.webp.gz'],
    ['a temp file of a write in progress', '.0123456789abcdef0123-480.webp.a1b2c3.tmp'],
  ])('does not serve %s, even when it is there', async (_what, name) => {
    writeFileSync(path.join(dir, name), 'something');
    await expectJson404(`/uploads/${encodeURIComponent(name)}`);
  });

  it.each([
    '/uploads/',
    '/uploads',
    '/uploads/sub/',
    '/uploads/sub/0123456789abcdef0123-480.webp',
    '/uploads/..%2f..%2fetc/passwd',
    '/uploads/..%2fsecret.txt',
    '/uploads/%2e%2e/secret.txt',
    '/uploads/..%5csecret.txt',
    '/uploads/../secret.txt',
  ])('answers a JSON 404 to %s', async (url) => {
    mkdirSync(path.join(dir, 'sub'), { recursive: true });
    writeFileSync(path.join(dir, 'sub', '0123456789abcdef0123-480.webp'), 'nested');
    writeFileSync(path.join(dir, '..', 'secret.txt'), 'secret');
    await expectJson404(url);
  });
});
