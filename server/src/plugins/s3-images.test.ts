import Fastify, { type FastifyInstance } from 'fastify';
import { CACHE_FOREVER } from '../core/cache-policy';
import { imageStoreOver } from '../core/images';
import { startS3Server, type TestS3Server } from '../testing/s3-server';
import { errors } from './errors';
import { createS3ImageFiles } from './s3-images';
import { uploads } from './uploads';

const HASH = '0123456789abcdef0123';
const name = (width: number, hash = HASH) => `${hash}-${width}.webp`;

let s3: TestS3Server;

beforeAll(async () => {
  s3 = await startS3Server();
});

afterAll(async () => {
  await s3?.close();
});

/** Runs `work` on every item, 50 at a time. */
async function inBatches<T>(items: T[], work: (item: T) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < items.length; i += 50) await Promise.all(items.slice(i, i + 50).map(work));
}

afterEach(async () => {
  const names: string[] = [];
  for await (const file of s3.files.list()) names.push(file.name);
  await inBatches(names, (n) => s3.files.remove(n));
}, 60_000);

describe('the S3 image files', () => {
  it('writes, sizes, reads, lists and removes objects by name', async () => {
    const data = Buffer.from('webp bytes of 480');
    await s3.files.write(name(480), data);
    await s3.files.write(name(960), Buffer.alloc(3000, 7));

    expect(await s3.files.size(name(480))).toBe(data.length);
    expect(await s3.files.read(name(480))).toEqual(data);
    const listed = [];
    for await (const file of s3.files.list()) listed.push(file);
    expect(listed.sort((a, b) => a.name.localeCompare(b.name))).toEqual([
      { name: name(480), size: data.length },
      { name: name(960), size: 3000 },
    ]);

    await s3.files.remove(name(480));
    await s3.files.remove(name(480)); // already gone: fine
    expect(await s3.files.size(name(480))).toBeUndefined();
    expect(await s3.files.open(name(480))).toBeUndefined();
    await expect(s3.files.read(name(480))).rejects.toThrow(/No image/);
  });

  it('lists past one page of the bucket', async () => {
    // s3rver pages by 1000 like S3: 1001 small objects make two pages.
    const names = Array.from({ length: 1001 }, (_, i) => name(i + 1));
    await inBatches(names, (n) => s3.files.write(n, Buffer.from(n)));
    let count = 0;
    for await (const file of s3.files.list()) {
      expect(file.size).toBe(file.name.length);
      count += 1;
    }
    expect(count).toBe(1001);
  }, 60_000);

  it('refuses a name that is not an image file, without asking the bucket', async () => {
    for (const bad of ['../x-480.webp', 'notes.txt', `${HASH}-480.webp/../other`]) {
      await expect(s3.files.write(bad, Buffer.from('x'))).rejects.toThrow(/Not an image/);
      await expect(s3.files.remove(bad)).rejects.toThrow(/Not an image/);
    }
  });

  it('saves an image through the ImageStore, its URLs under the prefix given', async () => {
    const store = imageStoreOver(s3.files, 'https://images.example.com/');
    const ref = await store.save({
      hash: HASH,
      width: 960,
      height: 480,
      variants: [480, 960].map((width) => ({ width, data: Buffer.from(`v${width}`) })),
    });
    expect(store.url(ref)).toBe(`https://images.example.com/${name(960)}`);
    expect(await s3.files.read(name(960))).toEqual(Buffer.from('v960'));
    await store.remove(ref);
    expect(await s3.files.size(name(960))).toBeUndefined();
  });

  it('fails loudly when the bucket does not exist', async () => {
    await expect(s3.files.check()).resolves.toBeUndefined();
    const missing = createS3ImageFiles({ ...s3.settings, bucket: 'no-such-bucket' });
    try {
      await expect(missing.check()).rejects.toThrow();
      await expect(missing.write(name(480), Buffer.from('x'))).rejects.toThrow();
    } finally {
      missing.close();
    }
  });
});

describe('the uploads plugin over a bucket', () => {
  let app: FastifyInstance;
  const data = Buffer.from('RIFF....WEBPVP8 streamed from the bucket');

  beforeEach(async () => {
    app = Fastify();
    await app.register(errors);
    await app.register(uploads, { files: s3.files });
    await app.ready();
    await s3.files.write(name(480), data);
  });

  afterEach(async () => {
    await app.close();
  });

  it('streams a stored file as WebP, cached for a year', async () => {
    const res = await app.inject({ url: `/uploads/${name(480)}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe(CACHE_FOREVER);
    expect(res.headers['content-length']).toBe(String(data.length));
    expect(res.rawPayload).toEqual(data);
  });

  it('answers HEAD with the size and no body', async () => {
    const res = await app.inject({ method: 'HEAD', url: `/uploads/${name(480)}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['content-length']).toBe(String(data.length));
    expect(res.headers['cache-control']).toBe(CACHE_FOREVER);
    expect(res.rawPayload).toHaveLength(0);
  });

  it.each([
    `/uploads/${name(960)}`,
    `/uploads/${'a'.repeat(20)}-480.webp`,
    '/uploads/notes.txt',
    '/uploads/..%2fsecret.txt',
    `/uploads/${name(480)}.gz`,
  ])('answers a JSON 404 to GET and HEAD %s', async (url) => {
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 404, msg: expect.any(String) });
    const head = await app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(404);
  });
});
