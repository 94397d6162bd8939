import {
  blogRevisionSchema,
  managedBlogSchema,
  type Blog,
  type BlogRevision,
  type ManagedBlog,
} from 'shared-data/contract';
import { buildApp } from '../../app';
import { openDatabase } from '../../plugins/database';
import { PAGES_VERSION } from '../../render/pages-version';
import {
  bearer,
  createTestApi,
  injectForm,
  jpeg,
  testConfig,
  type FormPart,
  type TestApi,
} from '../../testing/api';
import { testDatabaseKinds } from '../../testing/database';

const MINUTE = 60_000;

/** A second server instance on the same database (its own connections). */
function secondInstance(api: TestApi, clock: () => number) {
  const { dataDir, databaseUrl, schema } = api.database;
  const database = openDatabase({ databaseUrl, dataDir, ...(schema ? { schema } : {}) });
  const app = buildApp(testConfig(dataDir, { PUBLISH_POLL_SECONDS: '0' }), {
    database,
    clock,
    rateLimits: false,
  });
  return {
    app,
    close: async () => {
      await app.close();
      await database.db.destroy();
    },
  };
}

describe.each(testDatabaseKinds())('blog publishing on %s', (kind) => {
  let api: TestApi;
  let token: string;
  let offset = 0;
  const clock = () => Date.now() + offset;
  const advance = (ms: number) => {
    offset += ms;
    api.advance(ms);
  };
  beforeEach(async () => {
    offset = 0;
    api = await createTestApi(kind, { PUBLISH_POLL_SECONDS: '0' });
    token = (await api.account({ fullname: 'Wanjiru Kamau' })).token;
  });
  afterEach(() => api.close());

  const get = (url: string, auth = false) =>
    api.app.inject({ url, ...(auth ? { headers: bearer(token) } : {}) });
  const publicList = async () => (await get('/api/blog/')).json<Blog[]>().map((b) => b.title);
  const sitemap = async () => (await get('/sitemap.xml')).body;
  const managed = async (id: string) =>
    managedBlogSchema.parse((await get(`/api/blog/${id}/manage`, true)).json());
  const pagesVersion = async () =>
    (
      await api.database.db
        .selectFrom('app_meta')
        .select('value')
        .where('key', '=', PAGES_VERSION)
        .executeTakeFirst()
    )?.value;

  async function create(title: string, fields: FormPart[] = []): Promise<ManagedBlog> {
    const res = await injectForm(api.app, {
      method: 'POST',
      url: '/api/blog/create',
      token,
      parts: [
        { name: 'title', value: title },
        { name: 'image', value: await jpeg(600, 400), filename: 'cover.jpg' },
        ...fields,
      ],
    });
    expect(res.statusCode).toBe(200);
    return managedBlogSchema.parse(res.json());
  }

  async function update(id: string, fields: FormPart[]) {
    return injectForm(api.app, {
      method: 'PUT',
      url: `/api/blog/update?blog_id=${id}`,
      token,
      parts: fields,
    });
  }

  async function saveBlocks(id: string, title: string, blocks: unknown[]) {
    const res = await injectForm(api.app, {
      method: 'PUT',
      url: `/api/blog/${id}/blocks`,
      token,
      parts: [
        { name: 'title', value: title },
        { name: 'blocks', value: JSON.stringify(blocks) },
      ],
    });
    expect(res.statusCode).toBe(200);
    return managedBlogSchema.parse(res.json());
  }

  const post = (url: string) => api.app.inject({ method: 'POST', url, headers: bearer(token) });
  const revisions = async (id: string): Promise<BlogRevision[]> =>
    (await get(`/api/blog/${id}/revisions`, true))
      .json<unknown[]>()
      .map((r) => blogRevisionSchema.parse(r));

  it('publishes a post created without a status at once, as the SPEC call always did', async () => {
    const blog = await create('Rabies clinic');
    expect(blog).toMatchObject({ status: 'published', publish_at: null, pending: null });
    expect(blog.published_at).not.toBeNull();
    expect(await publicList()).toEqual(['Rabies clinic']);
    expect((await get(`/api/blog/${blog.blog_id}`)).statusCode).toBe(200);
    const [revision, ...others] = await revisions(blog.blog_id);
    expect(others).toEqual([]);
    expect(revision).toMatchObject({ title: 'Rabies clinic', published_by: 'Wanjiru Kamau' });
  });

  it('keeps a draft off every public surface, and shows it to staff', async () => {
    const published = await create('Out there');
    // The cached answers are built first: a draft must not slip into them, nor stale them.
    expect(await publicList()).toEqual(['Out there']);
    const draft = await create('Half written', [{ name: 'status', value: 'draft' }]);
    expect(draft).toMatchObject({ status: 'draft', published_at: null });
    expect(await publicList()).toEqual(['Out there']);
    const one = await get(`/api/blog/${draft.blog_id}`);
    expect(one.statusCode).toBe(404);
    expect(one.json()).toEqual({ status: 404, msg: 'The blog was not found' });
    expect(await sitemap()).toContain(`/blogs/${published.blog_id}<`);
    expect(await sitemap()).not.toContain(draft.blog_id);
    expect(await revisions(draft.blog_id)).toEqual([]);

    // Staff see it, by status too.
    expect((await managed(draft.blog_id)).title).toBe('Half written');
    const drafts = await get('/api/blog/page?status=draft', true);
    expect(drafts.json<{ items: ManagedBlog[] }>().items.map((b) => b.title)).toEqual([
      'Half written',
    ]);
    const all = await get('/api/blog/page', true);
    expect(all.json<{ items: ManagedBlog[] }>().items.map((b) => b.status)).toEqual([
      'draft',
      'published',
    ]);
    // Visitors and a signed-out caller get neither the staff view nor the list of drafts.
    expect((await get(`/api/blog/${draft.blog_id}/manage`)).statusCode).toBe(401);
    expect((await get('/api/blog/page?status=draft')).statusCode).toBe(401);
  });

  it('publishes a draft by its status or the publish call, keeping who did it', async () => {
    const first = await create('First', [{ name: 'status', value: 'draft' }]);
    const before = await pagesVersion();
    const res = await update(first.blog_id, [{ name: 'status', value: 'published' }]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'published' });
    expect(await pagesVersion()).not.toBe(before);
    expect(await publicList()).toEqual(['First']);

    const second = await create('Second', [{ name: 'status', value: 'draft' }]);
    expect((await post(`/api/blog/${second.blog_id}/publish`)).json()).toMatchObject({
      status: 'published',
    });
    expect(await publicList()).toEqual(['Second', 'First']);
    expect((await revisions(second.blog_id)).map((r) => r.published_by)).toEqual(['Wanjiru Kamau']);
  });

  it('unpublishes a post back to draft: gone from the list, its page and the sitemap', async () => {
    const blog = await create('Leaving');
    expect(await publicList()).toEqual(['Leaving']);
    expect((await get(`/api/blog/${blog.blog_id}`)).statusCode).toBe(200);
    const res = await update(blog.blog_id, [{ name: 'status', value: 'draft' }]);
    expect(res.json()).toMatchObject({ status: 'draft' });
    expect(await publicList()).toEqual([]);
    expect((await get(`/api/blog/${blog.blog_id}`)).statusCode).toBe(404);
    expect(await sitemap()).not.toContain(blog.blog_id);
  });

  it('schedules only in the future, and refuses a schedule without a time', async () => {
    const blog = await create('Campaign', [{ name: 'status', value: 'draft' }]);
    const past = new Date(Date.now() - MINUTE).toISOString();
    const refused = await update(blog.blog_id, [
      { name: 'status', value: 'scheduled' },
      { name: 'publish_at', value: past },
    ]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toBe('publish_at must be in the future to schedule a post');
    const missing = await update(blog.blog_id, [{ name: 'status', value: 'scheduled' }]);
    expect(missing.json()).toEqual({
      status: 400,
      msg: 'publish_at is required to schedule a post',
    });
    const garbled = await update(blog.blog_id, [
      { name: 'status', value: 'scheduled' },
      { name: 'publish_at', value: 'Monday at 8' },
    ]);
    expect(garbled.statusCode).toBe(400);
    expect(garbled.json().msg).toMatch(/^publish_at /);
    const wrong = await update(blog.blog_id, [{ name: 'status', value: 'live' }]);
    expect(wrong.statusCode).toBe(400);
    expect((await managed(blog.blog_id)).status).toBe('draft');
  });

  it('publishes a scheduled post at its time: list, page, sitemap and pages change', async () => {
    const at = new Date(Date.now() + 10 * MINUTE).toISOString();
    const blog = await create('Vaccination week', [
      { name: 'status', value: 'scheduled' },
      { name: 'publish_at', value: at },
    ]);
    expect(blog).toMatchObject({ status: 'scheduled', publish_at: at });
    expect(await publicList()).toEqual([]);
    expect((await get(`/api/blog/${blog.blog_id}`)).statusCode).toBe(404);
    expect(await api.app.services.blogs.publishDue()).toBe(0);

    const before = await pagesVersion();
    advance(11 * MINUTE);
    expect(await api.app.services.blogs.publishDue()).toBe(1);
    expect(await pagesVersion()).not.toBe(before);
    expect(await publicList()).toEqual(['Vaccination week']);
    expect((await get(`/api/blog/${blog.blog_id}`)).statusCode).toBe(200);
    expect(await sitemap()).toContain(blog.blog_id);
    expect(await managed(blog.blog_id)).toMatchObject({
      status: 'published',
      publish_at: null,
      published_at: at,
    });
    const [revision] = await revisions(blog.blog_id);
    // Published by the schedule, not by a person.
    expect(revision).toMatchObject({ title: 'Vaccination week', published_by: null });
    expect(await api.app.services.blogs.publishDue()).toBe(0);
  });

  it('publishes each due post once with two instances running the job together', async () => {
    const at = new Date(Date.now() + MINUTE).toISOString();
    const ids: string[] = [];
    for (const title of ['One', 'Two', 'Three']) {
      const blog = await create(title, [
        { name: 'status', value: 'scheduled' },
        { name: 'publish_at', value: at },
      ]);
      ids.push(blog.blog_id);
    }
    const other = secondInstance(api, clock);
    try {
      advance(2 * MINUTE);
      const runs = [api.app, other.app, api.app, other.app].map(
        (app) => () => app.services.blogs.publishDue(),
      );
      // PostgreSQL: all at once. SQLite: one after the other, as two instances in one process
      // must: its engine waits for a lock by blocking the thread, which both instances share here
      // (two processes each wait on their own), so a run started while another's transaction is
      // open would hold up the very thread that commits it.
      const published =
        kind === 'postgres'
          ? await Promise.all(runs.map((run) => run()))
          : await runs.reduce<Promise<number[]>>(
              async (done, run) => [...(await done), await run()],
              Promise.resolve([]),
            );
      expect(published.reduce((a, b) => a + b, 0)).toBe(3);
      for (const id of ids) expect(await revisions(id)).toHaveLength(1);
      // The other instance's cached list sees them at once.
      const listed = (await other.app.inject({ url: '/api/blog/' })).json<Blog[]>();
      expect(listed.map((b) => b.title).sort()).toEqual(['One', 'Three', 'Two']);
    } finally {
      await other.close();
    }
  });

  it('runs the job on its own every PUBLISH_POLL_SECONDS', async () => {
    const at = new Date(Date.now() + MINUTE).toISOString();
    const blog = await create('On time', [
      { name: 'status', value: 'scheduled' },
      { name: 'publish_at', value: at },
    ]);
    advance(2 * MINUTE);
    const { dataDir, databaseUrl, schema } = api.database;
    const database = openDatabase({ databaseUrl, dataDir, ...(schema ? { schema } : {}) });
    const worker = buildApp(testConfig(dataDir, { PUBLISH_POLL_SECONDS: '1' }), {
      database,
      clock,
      rateLimits: false,
    });
    await worker.ready();
    try {
      // Waits for the job, not for a time: each check is a read.
      for (let tries = 0; (await publicList()).length === 0; tries += 1) {
        if (tries > 200) throw new Error('the scheduled post was never published');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect((await managed(blog.blog_id)).status).toBe('published');
    } finally {
      await worker.close();
      await database.db.destroy();
    }
  });

  it('keeps edits of a published post pending until "Publish changes"', async () => {
    const blog = await create('Tick season');
    await injectForm(api.app, {
      method: 'POST',
      url: '/api/blog/paragraph/create',
      token,
      parts: [
        { name: 'blog_id', value: blog.blog_id },
        { name: 'content', value: 'Spray weekly.' },
      ],
    });
    const live = (await get(`/api/blog/${blog.blog_id}`)).json<Blog>();
    const [paragraph] = live.paragraphs;
    const saved = await saveBlocks(blog.blog_id, 'Tick season, updated', [
      { id: paragraph!.paragraph_id, content_type: 'paragraph', content: 'Spray twice a week.' },
      { content_type: 'list', content: 'Gloves, Spray, Water' },
    ]);
    expect(saved.title).toBe('Tick season');
    expect(saved.pending).toMatchObject({
      title: 'Tick season, updated',
      saved_by: 'Wanjiru Kamau',
    });
    expect(saved.pending?.paragraphs.map((p) => [p.content_type, p.content, p.order])).toEqual([
      ['paragraph', 'Spray twice a week.', 0],
      ['list', 'Gloves, Spray, Water', 1],
    ]);
    // The public still sees the published text.
    const still = (await get(`/api/blog/${blog.blog_id}`)).json<Blog>();
    expect(still.title).toBe('Tick season');
    expect(still.paragraphs.map((p) => p.content)).toEqual(['Spray weekly.']);

    const published = await post(`/api/blog/${blog.blog_id}/publish`);
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ title: 'Tick season, updated', pending: null });
    const now = (await get(`/api/blog/${blog.blog_id}`)).json<Blog>();
    expect(now.paragraphs.map((p) => p.content)).toEqual([
      'Spray twice a week.',
      'Gloves, Spray, Water',
    ]);
    // The kept paragraph keeps its id: the SPEC's paragraph calls still reach it.
    expect(now.paragraphs[0]?.paragraph_id).toBe(paragraph?.paragraph_id);
    expect((await revisions(blog.blog_id)).map((r) => r.title)).toEqual([
      'Tick season, updated',
      'Tick season',
    ]);
    const again = await post(`/api/blog/${blog.blog_id}/publish`);
    expect(again.json()).toEqual({ status: 409, msg: 'There are no changes to publish' });
  });

  it('restores a revision as the pending version, then publishes it', async () => {
    const blog = await create('Yesterday');
    await saveBlocks(blog.blog_id, 'Today, with a mistake', [
      { content_type: 'paragraph', content: 'Wrong dose.' },
    ]);
    await post(`/api/blog/${blog.blog_id}/publish`);
    const [, yesterday] = await revisions(blog.blog_id);
    expect(yesterday?.title).toBe('Yesterday');
    const restored = await post(
      `/api/blog/${blog.blog_id}/revisions/${yesterday?.revision_id}/restore`,
    );
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({
      title: 'Today, with a mistake',
      pending: { title: 'Yesterday', paragraphs: [] },
    });
    // Its cover came back with it, as a picture of its own.
    expect(restored.json<ManagedBlog>().pending?.image).toBe(yesterday?.image);
    expect((await get(`/api/blog/${blog.blog_id}`)).json<Blog>().title).toBe(
      'Today, with a mistake',
    );
    await post(`/api/blog/${blog.blog_id}/publish`);
    const back = (await get(`/api/blog/${blog.blog_id}`)).json<Blog>();
    expect(back).toMatchObject({ title: 'Yesterday', paragraphs: [] });
    expect(await revisions(blog.blog_id)).toHaveLength(3);

    const unknown = await post(`/api/blog/${blog.blog_id}/revisions/nope/restore`);
    expect(unknown.json()).toEqual({ status: 404, msg: 'The revision was not found' });
  });

  it('discards a pending version; unpublishing keeps its edits as the draft', async () => {
    const blog = await create('Base');
    await saveBlocks(blog.blog_id, 'Dropped', []);
    const discarded = await api.app.inject({
      method: 'DELETE',
      url: `/api/blog/${blog.blog_id}/pending`,
      headers: bearer(token),
    });
    expect(discarded.json()).toMatchObject({ title: 'Base', pending: null });
    await saveBlocks(blog.blog_id, 'Kept as the draft', [
      { content_type: 'subtitle', content: 'Why' },
    ]);
    const res = await update(blog.blog_id, [{ name: 'status', value: 'draft' }]);
    expect(res.json()).toMatchObject({
      status: 'draft',
      title: 'Kept as the draft',
      pending: null,
      paragraphs: [{ content_type: 'subtitle', content: 'Why' }],
    });
  });

  it("saves a draft's blocks in place: added, reordered, removed, with images", async () => {
    const blog = await create('Draft', [{ name: 'status', value: 'draft' }]);
    const res = await injectForm(api.app, {
      method: 'PUT',
      url: `/api/blog/${blog.blog_id}/blocks`,
      token,
      parts: [
        { name: 'title', value: 'Draft v2' },
        {
          name: 'blocks',
          value: JSON.stringify([
            { content_type: 'subtitle', content: 'A' },
            { content_type: 'paragraph', content: 'B', image: 'new' },
          ]),
        },
        { name: 'images', value: await jpeg(500, 300), filename: 'b.jpg' },
      ],
    });
    expect(res.statusCode).toBe(200);
    const first = managedBlogSchema.parse(res.json());
    expect(first.pending).toBeNull();
    const [a, b] = first.paragraphs;
    expect(b?.image).toMatch(/^\/uploads\//);
    const second = await saveBlocks(blog.blog_id, 'Draft v3', [
      { id: b?.paragraph_id, content_type: 'paragraph', content: 'B first', image: 'keep' },
      { id: a?.paragraph_id, content_type: 'subtitle', content: 'A second' },
    ]);
    expect(second.paragraphs.map((p) => [p.paragraph_id, p.content, p.image])).toEqual([
      [b?.paragraph_id, 'B first', b?.image],
      [a?.paragraph_id, 'A second', null],
    ]);
    const third = await saveBlocks(blog.blog_id, 'Draft v4', [
      { id: a?.paragraph_id, content_type: 'subtitle', content: 'Only A' },
    ]);
    expect(third.paragraphs.map((p) => p.content)).toEqual(['Only A']);
    // Nothing of it is public.
    expect(await publicList()).toEqual([]);

    const bad = await injectForm(api.app, {
      method: 'PUT',
      url: `/api/blog/${blog.blog_id}/blocks`,
      token,
      parts: [
        { name: 'title', value: 'x' },
        { name: 'blocks', value: '[{"content_type":"poem"}]' },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toMatch(/^blocks/);
  });

  it('refuses a save whose base the post has moved past, one of two racing saves', async () => {
    const blog = await create('Base', [{ name: 'status', value: 'draft' }]);
    const send = (title: string, base: string) =>
      injectForm(api.app, {
        method: 'PUT',
        url: `/api/blog/${blog.blog_id}/blocks`,
        token,
        parts: [
          { name: 'title', value: title },
          {
            name: 'blocks',
            value: JSON.stringify([{ content_type: 'paragraph', content: title }]),
          },
          { name: 'base_updated_at', value: base },
        ],
      });
    // Two saves from one base at once: the database lets one through.
    const racing = await Promise.all([
      send('First', blog.updatedAt),
      send('Second', blog.updatedAt),
    ]);
    expect(racing.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const winner = racing.find((res) => res.statusCode === 200)!;
    const saved = managedBlogSchema.parse(winner.json());
    expect(saved.updatedAt > blog.updatedAt).toBe(true);
    const loser = racing.find((res) => res.statusCode === 409)!;
    expect(loser.json()).toEqual({
      status: 409,
      msg: 'This post was changed elsewhere since this edit began',
    });
    expect((await managed(blog.blog_id)).title).toBe(saved.title);

    // A SPEC call changes the post too: a save from before it is refused, one after goes.
    const res = await injectForm(api.app, {
      method: 'POST',
      url: '/api/blog/paragraph/create',
      token,
      parts: [
        { name: 'blog_id', value: blog.blog_id },
        { name: 'content', value: 'Added by the modal' },
      ],
    });
    const changed = managedBlogSchema.parse(res.json());
    expect((await send('Stale', saved.updatedAt)).statusCode).toBe(409);
    expect((await send('Fresh', changed.updatedAt)).statusCode).toBe(200);
    // Without a base the save goes through, as before.
    await saveBlocks(blog.blog_id, 'No base', []);
    expect((await send('Gone', 'x')).statusCode).toBe(409);
    const missing = await injectForm(api.app, {
      method: 'PUT',
      url: '/api/blog/nope/blocks',
      token,
      parts: [
        { name: 'title', value: 'x' },
        { name: 'blocks', value: '[]' },
        { name: 'base_updated_at', value: blog.updatedAt },
      ],
    });
    expect(missing.statusCode).toBe(404);
  });

  it('moves a paragraph with the order of the SPEC call', async () => {
    const blog = await create('Ordered', [{ name: 'status', value: 'draft' }]);
    const saved = await saveBlocks(blog.blog_id, 'Ordered', [
      { content_type: 'paragraph', content: 'one' },
      { content_type: 'paragraph', content: 'two' },
      { content_type: 'paragraph', content: 'three' },
    ]);
    const third = saved.paragraphs[2]!;
    const res = await injectForm(api.app, {
      method: 'PUT',
      url: `/api/blog/paragraph/update?paragraph_id=${third.paragraph_id}`,
      token,
      parts: [{ name: 'order', value: '0' }],
    });
    expect(res.json<ManagedBlog>().paragraphs.map((p) => [p.content, p.order])).toEqual([
      ['three', 0],
      ['one', 1],
      ['two', 2],
    ]);
  });

  it('previews a draft for staff only: the page visitors would see, noindex, never cached', async () => {
    const blog = await create('Not yet <public>', [{ name: 'status', value: 'draft' }]);
    await saveBlocks(blog.blog_id, 'Not yet <public>', [
      { content_type: 'paragraph', content: 'Coming on Monday.' },
    ]);
    expect((await get(`/api/blog/${blog.blog_id}/preview`)).statusCode).toBe(401);
    const res = await get(`/api/blog/${blog.blog_id}/preview`, true);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(res.body).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(res.body).toContain('Not yet &lt;public&gt;');
    expect(res.body).toContain('Coming on Monday.');
    expect(res.body).not.toContain('<script');
    expect((await get('/api/blog/nope/preview', true)).statusCode).toBe(404);
  });
});
