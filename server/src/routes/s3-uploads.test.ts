import { readdirSync } from 'node:fs';
import path from 'node:path';
import { blogSchema, type Blog } from 'shared-data/contract';
import { createTestApi, injectForm, jpeg, type TestApi, bearer } from '../testing/api';
import { testDatabaseKinds } from '../testing/database';
import { startS3Server, type TestS3Server } from '../testing/s3-server';

const FILE = /([0-9a-f]{20}-\d+\.webp)/;

describe.each(testDatabaseKinds())('images in an S3 bucket, on %s', (kind) => {
  let s3: TestS3Server;
  let api: TestApi;
  let token: string;

  const bucket = async () => {
    const names: string[] = [];
    for await (const file of s3.files.list()) names.push(file.name);
    return names.sort();
  };
  const srcsetFiles = (blog: Blog) =>
    (blog.image_srcset ?? '').split(', ').map((entry) => FILE.exec(entry)?.[1] ?? entry);

  /** Each width makes other bytes, so another image. */
  async function createBlog(app: TestApi, title: string, width: number): Promise<Blog> {
    const res = await injectForm(app.app, {
      method: 'POST',
      url: '/api/blog/create',
      token,
      parts: [
        { name: 'title', value: title },
        { name: 'image', value: await jpeg(width, 700), filename: 'cover.jpg' },
      ],
    });
    expect([res.statusCode, res.body]).toEqual([200, expect.any(String)]);
    return blogSchema.parse(res.json());
  }

  beforeAll(async () => {
    s3 = await startS3Server();
  });

  afterAll(async () => {
    await s3?.close();
  });

  describe('served through the server', () => {
    beforeAll(async () => {
      api = await createTestApi(kind, { IMAGE_STORE: 's3', ...s3.env });
      token = (await api.account()).token;
    });

    afterAll(async () => {
      await api?.close();
    });

    it('stores an upload in the bucket, not on disk, and serves back the same bytes', async () => {
      const blog = await createBlog(api, 'Deworming calves', 1200);
      expect(blog.image).toMatch(/^\/uploads\/[0-9a-f]{20}-960\.webp$/);
      const stored = srcsetFiles(blog);
      expect(stored).toHaveLength(3);
      expect(await bucket()).toEqual([...stored].sort());
      // Nothing written to DATA_DIR/uploads.
      const uploadsDir = path.join(api.database.dataDir, 'uploads');
      expect(readdirSync(api.database.dataDir)).not.toContain(path.basename(uploadsDir));

      for (const name of stored) {
        const res = await api.app.inject({ url: `/uploads/${name}` });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('image/webp');
        expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(res.rawPayload).toEqual(await s3.files.read(name));
        expect(res.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
        const head = await api.app.inject({ method: 'HEAD', url: `/uploads/${name}` });
        expect([head.statusCode, head.headers['content-length']]).toEqual([
          200,
          String(res.rawPayload.length),
        ]);
      }
    });

    it('deletes the files of a deleted blog from the bucket', async () => {
      const before = await bucket();
      const blog = await createBlog(api, 'Rabies in dogs', 1300);
      expect((await bucket()).length).toBe(before.length + 3);

      const res = await api.app.inject({
        method: 'DELETE',
        url: `/api/blog/delete?blog_id=${blog.blog_id}`,
        headers: bearer(token),
      });
      expect(res.statusCode).toBe(200);
      expect(await bucket()).toEqual(before);
      const gone = await api.app.inject({ url: blog.image ?? '' });
      expect(gone.statusCode).toBe(404);
    });
  });

  describe('with IMAGE_PUBLIC_BASE_URL', () => {
    beforeAll(async () => {
      api = await createTestApi(kind, {
        IMAGE_STORE: 's3',
        ...s3.env,
        IMAGE_PUBLIC_BASE_URL: 'https://images.example.com/clinic',
      });
      token = (await api.account()).token;
    });

    afterAll(async () => {
      await api?.close();
    });

    it('points image URLs at the public base, and admits its origin in img-src', async () => {
      const blog = await createBlog(api, 'Tick season', 1400);
      expect(blog.image).toMatch(
        /^https:\/\/images\.example\.com\/clinic\/[0-9a-f]{20}-960\.webp$/,
      );
      for (const entry of (blog.image_srcset ?? '').split(', ')) {
        expect(entry).toMatch(
          /^https:\/\/images\.example\.com\/clinic\/[0-9a-f]{20}-\d+\.webp \d+w$/,
        );
      }
      // The files are in the bucket the base URL fronts.
      expect(await bucket()).toEqual(expect.arrayContaining(srcsetFiles(blog)));

      const page = await api.app.inject({ url: '/api/blog/' });
      const csp = String(page.headers['content-security-policy']);
      expect(csp).toMatch(/img-src [^;]*https:\/\/images\.example\.com(;| )/);
    });
  });
});
