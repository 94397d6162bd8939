import { readdirSync } from 'node:fs';
import path from 'node:path';
import { blogSchema, type Blog } from 'shared-data/contract';
import { bearer, createTestApi, injectForm, jpeg, type TestApi } from '../../testing/api';
import { testDatabaseKinds } from '../../testing/database';

const INJECTION = `Robert'); DROP TABLE blogs;-- " OR 1=1 /* ü 🐄`;

describe.each(testDatabaseKinds())('blogs on %s', (kind) => {
  let api: TestApi;
  let token: string;
  beforeEach(async () => {
    api = await createTestApi(kind);
    token = (await api.account()).token;
  });
  afterEach(() => api.close());

  const uploads = () => readdirSync(path.join(api.database.dataDir, 'uploads'));
  const list = async () => (await api.app.inject({ url: '/api/blog/' })).json<Blog[]>();

  async function createBlog(title: string, width = 1000, status?: string): Promise<Blog> {
    const res = await injectForm(api.app, {
      method: 'POST',
      url: '/api/blog/create',
      token,
      parts: [
        { name: 'title', value: title },
        { name: 'image', value: await jpeg(width, 600), filename: 'cover.jpg' },
        ...(status ? [{ name: 'status', value: status }] : []),
      ],
    });
    expect(res.statusCode).toBe(200);
    return blogSchema.parse(res.json());
  }

  async function addParagraph(blogId: string, contentType: string, content: string) {
    const res = await injectForm(api.app, {
      method: 'POST',
      url: '/api/blog/paragraph/create',
      token,
      parts: [
        { name: 'blog_id', value: blogId },
        { name: 'content_type', value: contentType },
        { name: 'content', value: content },
      ],
    });
    return res;
  }

  it('creates a blog with its processed cover, and lists it with paragraphs in order', async () => {
    const blog = await createBlog('Tick control in the wet season', 1800);
    expect(blog.image).toMatch(/^\/uploads\/[0-9a-f]{20}-960\.webp$/);
    expect(blog.image_srcset).toMatch(/-480\.webp 480w, .*-960\.webp 960w, .*-1600\.webp 1600w$/);
    for (const [type, content] of [
      ['subtitle', 'Why ticks matter'],
      ['paragraph', 'East Coast Fever is spread by the brown ear tick.'],
      ['list', 'Spray weekly, Check ears, Ask your vet'],
    ]) {
      expect((await addParagraph(blog.blog_id, type ?? '', content ?? '')).statusCode).toBe(200);
    }
    const [listed] = await list();
    expect(listed?.paragraphs.map((p) => p.content_type)).toEqual([
      'subtitle',
      'paragraph',
      'list',
    ]);
    expect(listed?.paragraphs[2]?.content).toBe('Spray weekly, Check ears, Ask your vet');
  });

  it('lists the newest blog first', async () => {
    await createBlog('First');
    await createBlog('Second');
    expect((await list()).map((b) => b.title)).toEqual(['Second', 'First']);
  });

  it.each([
    [[{ name: 'title', value: 'No image' }], 'image is required'],
    [[{ name: 'title', value: '   ' }], 'title is required'],
  ])('refuses a blog without title or image', async (parts, msg) => {
    const res = await injectForm(api.app, {
      method: 'POST',
      url: '/api/blog/create',
      token,
      parts: [
        ...parts,
        ...(msg === 'title is required'
          ? [{ name: 'image', value: Buffer.from('x'), filename: 'a.jpg' }]
          : []),
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain(msg);
  });

  it("updates a draft's title and image, removing the old image files", async () => {
    const blog = await createBlog('Old title', 700, 'draft');
    const before = uploads();
    const res = await injectForm(api.app, {
      method: 'PUT',
      url: `/api/blog/update?blog_id=${blog.blog_id}`,
      token,
      parts: [
        { name: 'title', value: 'New title' },
        { name: 'image', value: await jpeg(900, 500), filename: 'new.jpg' },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ title: 'New title' });
    const after = uploads();
    expect(after.some((f) => before.includes(f))).toBe(false);
    expect(after).toHaveLength(2); // 480 and 900
  });

  it("keeps a published cover's files for its revision until the blog is deleted", async () => {
    const blog = await createBlog('Old title', 700);
    const before = uploads();
    const res = await injectForm(api.app, {
      method: 'PUT',
      url: `/api/blog/update?blog_id=${blog.blog_id}`,
      token,
      parts: [{ name: 'image', value: await jpeg(900, 500), filename: 'new.jpg' }],
    });
    expect(res.statusCode).toBe(200);
    expect(uploads()).toEqual(expect.arrayContaining(before));
    await api.app.inject({
      method: 'DELETE',
      url: `/api/blog/delete?blog_id=${blog.blog_id}`,
      headers: bearer(token),
    });
    expect(uploads()).toEqual([]);
  });

  it('keeps the title when the form sends it empty', async () => {
    const blog = await createBlog('Keep me');
    const res = await injectForm(api.app, {
      method: 'PUT',
      url: `/api/blog/update?blog_id=${blog.blog_id}`,
      token,
      parts: [{ name: 'title', value: '' }],
    });
    expect(res.json().title).toBe('Keep me');
  });

  it('deletes a blog with its paragraphs and files, answering the blogs left', async () => {
    const keep = await createBlog('Keep', 500);
    const gone = await createBlog('Gone', 800);
    await addParagraph(gone.blog_id, 'paragraph', 'text');
    const res = await api.app.inject({
      method: 'DELETE',
      url: `/api/blog/delete?blog_id=${gone.blog_id}`,
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<Blog[]>().map((b) => b.blog_id)).toEqual([keep.blog_id]);
    expect(uploads().every((f) => keep.image_srcset?.includes(f))).toBe(true);
    const rows = await api.database.db.selectFrom('paragraphs').selectAll().execute();
    expect(rows).toEqual([]);
  });

  it('checks paragraphs: type, 1000 characters, content or image', async () => {
    const blog = await createBlog('Rules');
    const badType = await addParagraph(blog.blog_id, 'poem', 'x');
    expect(badType.json()).toEqual({
      status: 400,
      msg: 'content_type must be one of paragraph, list, subtitle',
    });
    const tooLong = await addParagraph(blog.blog_id, 'paragraph', 'x'.repeat(1001));
    expect(tooLong.json()).toEqual({ status: 400, msg: 'content must be at most 1000 characters' });
    expect((await addParagraph(blog.blog_id, 'paragraph', 'x'.repeat(1000))).statusCode).toBe(200);
    const empty = await addParagraph(blog.blog_id, 'paragraph', '');
    expect(empty.statusCode).toBe(400);
    const unknown = await addParagraph('nope', 'paragraph', 'x');
    expect(unknown.json()).toEqual({ status: 404, msg: 'The blog was not found' });
  });

  it('updates and deletes a paragraph by its ids (paragraph_id, content_id)', async () => {
    const blog = await createBlog('Edit');
    const created = blogSchema.parse((await addParagraph(blog.blog_id, 'paragraph', 'v1')).json());
    const id = created.paragraphs[0]?.paragraph_id ?? '';
    const updated = await injectForm(api.app, {
      method: 'PUT',
      url: `/api/blog/paragraph/update?paragraph_id=${id}`,
      token,
      parts: [
        { name: 'content', value: 'v2' },
        { name: 'image', value: await jpeg(400, 300), filename: 'p.jpg' },
      ],
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().paragraphs[0]).toMatchObject({ content: 'v2' });
    expect(updated.json().paragraphs[0].image).toMatch(/-400\.webp$/);
    const removed = await api.app.inject({
      method: 'DELETE',
      url: `/api/blog/paragraph/delete?content_id=${id}`,
      headers: bearer(token),
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json<Blog[]>()[0]?.paragraphs).toEqual([]);
    const missing = await api.app.inject({
      method: 'DELETE',
      url: `/api/blog/paragraph/delete?content_id=${id}`,
      headers: bearer(token),
    });
    expect(missing.statusCode).toBe(404);
  });

  it('stores SQL-looking text verbatim', async () => {
    const blog = await createBlog(INJECTION);
    await addParagraph(blog.blog_id, 'paragraph', INJECTION);
    const [listed] = await list();
    expect(listed?.title).toBe(INJECTION);
    expect(listed?.paragraphs[0]?.content).toBe(INJECTION);
  });

  describe('GET blog/{blog_id}', () => {
    const one = (id: string, headers: Record<string, string> = {}) =>
      api.app.inject({ url: `/api/blog/${encodeURIComponent(id)}`, headers });

    it('answers one blog with its paragraphs, to anyone, as the list shows it', async () => {
      const blog = await createBlog('Deworming calves');
      await createBlog('Another blog');
      await addParagraph(blog.blog_id, 'subtitle', 'When');
      await addParagraph(blog.blog_id, 'paragraph', 'Every three months.');
      const res = await one(blog.blog_id);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      const answered = blogSchema.parse(res.json());
      expect(answered).toEqual((await list()).find((b) => b.blog_id === blog.blog_id));
      expect(answered.paragraphs.map((p) => p.content)).toEqual(['When', 'Every three months.']);
    });

    it('answers 404 {status, msg} for an unknown id, SQL-looking ones included', async () => {
      for (const id of ['unknown', INJECTION, 'x'.repeat(64)]) {
        const res = await one(id);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ status: 404, msg: 'The blog was not found' });
      }
      // Far longer than any id: refused before the route runs, in the same shape.
      const long = await one('x'.repeat(300));
      expect(long.statusCode).toBe(414);
      expect(long.json()).toEqual({ status: 414, msg: expect.any(String) });
    });

    it('is in the OpenAPI document, public, with its path parameter', async () => {
      const document = (await api.app.inject({ url: '/api/docs/json' })).json<{
        paths: Record<string, Record<string, { operationId?: string; security?: unknown }>>;
      }>();
      const operation = document.paths['/api/blog/{blog_id}']?.get;
      expect(operation).toMatchObject({
        operationId: 'blog',
        parameters: [{ name: 'blog_id', in: 'path', required: true }],
      });
      expect(operation?.security).toBeUndefined();
    });

    it('leaves blog/page the paged list, not a blog id', async () => {
      expect((await one('page')).statusCode).toBe(401);
      const page = await one('page', bearer(token));
      expect(page.statusCode).toBe(200);
      expect(page.json()).toMatchObject({ items: [], total: 0, page: 1 });
    });

    it('answers from memory until a write changes the blogs version, on any instance', async () => {
      const blog = await createBlog('Cached title');
      expect((await one(blog.blog_id)).json()).toMatchObject({ title: 'Cached title' });
      // A change that skips the version row is not seen: the answer is the kept one.
      await api.database.db
        .updateTable('blogs')
        .set({ title: 'Changed underneath' })
        .where('id', '=', blog.blog_id)
        .execute();
      expect((await one(blog.blog_id)).json()).toMatchObject({ title: 'Cached title' });
      // Another instance's write bumps the version in the shared database: seen at once.
      await api.database.db
        .updateTable('app_meta')
        .set({ value: 'bumped by another instance' })
        .where('key', '=', 'blogs-version')
        .execute();
      expect((await one(blog.blog_id)).json()).toMatchObject({ title: 'Changed underneath' });
      // And a write through this instance too.
      const updated = await injectForm(api.app, {
        method: 'PUT',
        url: `/api/blog/update?blog_id=${blog.blog_id}`,
        token,
        parts: [{ name: 'title', value: 'Updated title' }],
      });
      expect(updated.statusCode).toBe(200);
      expect((await one(blog.blog_id)).json()).toMatchObject({ title: 'Updated title' });
      const removed = await api.app.inject({
        method: 'DELETE',
        url: `/api/blog/delete?blog_id=${blog.blog_id}`,
        headers: bearer(token),
      });
      expect(removed.statusCode).toBe(200);
      expect((await one(blog.blog_id)).statusCode).toBe(404);
    });
  });

  it('answers 404 for an unknown blog', async () => {
    const res = await api.app.inject({
      method: 'DELETE',
      url: '/api/blog/delete?blog_id=unknown',
      headers: bearer(token),
    });
    expect(res.json()).toEqual({ status: 404, msg: 'The blog was not found' });
  });
});
