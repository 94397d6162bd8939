// Blog posts in both languages: the Kiswahili title and block texts through every call and the
// publishing workflow (docs/behaviour.md#content-in-both-languages, docs/behaviour.md#publishing).
import {
  LIMITS,
  PUBLISHING,
  blogRevisionSchema,
  blogSchema,
  managedBlogSchema,
  type AuditEntry,
  type Blog,
  type BlogRevision,
  type ManagedBlog,
  type Page,
} from 'shared-data/contract';
import { PAGES_VERSION } from '../../render/pages-version';
import {
  bearer,
  createTestApi,
  injectForm,
  jpeg,
  type FormPart,
  type TestApi,
} from '../../testing/api';
import { testDatabaseKinds } from '../../testing/database';

describe.each(testDatabaseKinds())('blog posts in Kiswahili on %s', (kind) => {
  let api: TestApi;
  let token: string;
  beforeEach(async () => {
    api = await createTestApi(kind, { PUBLISH_POLL_SECONDS: '0' });
    token = (await api.account({ isAdmin: true, fullname: 'Wanjiru Kamau' })).token;
  });
  afterEach(() => api.close());

  const get = (url: string) => api.app.inject({ url, headers: bearer(token) });
  const form = (method: 'POST' | 'PUT', url: string, parts: FormPart[]) =>
    injectForm(api.app, { method, url, token, parts });
  const managed = async (id: string) =>
    managedBlogSchema.parse((await get(`/api/blog/${id}/manage`)).json());
  const publicBlog = async (id: string) =>
    blogSchema.parse((await api.app.inject({ url: `/api/blog/${id}` })).json());
  const post = (url: string) => api.app.inject({ method: 'POST', url, headers: bearer(token) });
  const revisions = async (id: string): Promise<BlogRevision[]> =>
    (await get(`/api/blog/${id}/revisions`))
      .json<unknown[]>()
      .map((r) => blogRevisionSchema.parse(r));
  const audit = async (kind: string) =>
    (await get(`/api/audit?kind=${kind}`)).json<Page<AuditEntry>>().items;
  const pagesVersion = async () =>
    (
      await api.database.db
        .selectFrom('app_meta')
        .select('value')
        .where('key', '=', PAGES_VERSION)
        .executeTakeFirst()
    )?.value;

  async function create(title: string, fields: FormPart[] = []): Promise<ManagedBlog> {
    const res = await form('POST', '/api/blog/create', [
      { name: 'title', value: title },
      { name: 'image', value: await jpeg(600, 400), filename: 'cover.jpg' },
      ...fields,
    ]);
    expect(res.statusCode).toBe(200);
    return managedBlogSchema.parse(res.json());
  }

  const saveBlocks = (id: string, title: string, blocks: unknown, more: FormPart[] = []) =>
    form('PUT', `/api/blog/${id}/blocks`, [
      { name: 'title', value: title },
      { name: 'blocks', value: typeof blocks === 'string' ? blocks : JSON.stringify(blocks) },
      ...more,
    ]);

  it('stores the Kiswahili title and block texts through the SPEC calls, null where there is none', async () => {
    const blog = await create('Deworming', [{ name: 'title_sw', value: ' Dawa ya minyoo ' }]);
    expect(blog.title_sw).toBe('Dawa ya minyoo');
    const plain = await create('Ticks');
    expect(plain.title_sw).toBeNull();

    const added = await form('POST', '/api/blog/paragraph/create', [
      { name: 'blog_id', value: blog.blog_id },
      { name: 'content', value: 'Every three months.' },
      { name: 'content_sw', value: 'Kila miezi mitatu.' },
    ]);
    expect(added.statusCode).toBe(200);
    await form('POST', '/api/blog/paragraph/create', [
      { name: 'blog_id', value: blog.blog_id },
      { name: 'content', value: 'Ask us.' },
    ]);
    const listed = (await api.app.inject({ url: '/api/blog/' })).json<Blog[]>();
    const shown = listed.find((b) => b.blog_id === blog.blog_id);
    expect(shown?.title_sw).toBe('Dawa ya minyoo');
    expect(shown?.paragraphs.map((p) => p.content_sw)).toEqual(['Kila miezi mitatu.', null]);
    expect(listed.find((b) => b.blog_id === plain.blog_id)).toMatchObject({ title_sw: null });

    // The paragraph: left out keeps, blank removes, given replaces.
    const [first, second] = (await managed(blog.blog_id)).paragraphs;
    await form('PUT', `/api/blog/paragraph/update?paragraph_id=${first?.paragraph_id}`, [
      { name: 'content', value: 'Every three months, always.' },
    ]);
    await form('PUT', `/api/blog/paragraph/update?paragraph_id=${second?.paragraph_id}`, [
      { name: 'content_sw', value: 'Tuulize.' },
    ]);
    expect((await managed(blog.blog_id)).paragraphs.map((p) => p.content_sw)).toEqual([
      'Kila miezi mitatu.',
      'Tuulize.',
    ]);
    const before = await pagesVersion();
    await form('PUT', `/api/blog/paragraph/update?paragraph_id=${first?.paragraph_id}`, [
      { name: 'content_sw', value: '  ' },
    ]);
    expect((await publicBlog(blog.blog_id)).paragraphs.map((p) => p.content_sw)).toEqual([
      null,
      'Tuulize.',
    ]);
    // A change of a Kiswahili text alone makes the rendered pages afresh.
    expect(await pagesVersion()).not.toBe(before);

    // The post: left out keeps, blank removes, a change of it alone is a change.
    await form('PUT', `/api/blog/update?blog_id=${blog.blog_id}`, [
      { name: 'title', value: 'Deworming your dog' },
    ]);
    expect((await managed(blog.blog_id)).title_sw).toBe('Dawa ya minyoo');
    const beforeTitle = await pagesVersion();
    await form('PUT', `/api/blog/update?blog_id=${blog.blog_id}`, [
      { name: 'title_sw', value: 'Dawa ya minyoo kwa mbwa' },
    ]);
    expect((await publicBlog(blog.blog_id)).title_sw).toBe('Dawa ya minyoo kwa mbwa');
    expect(await pagesVersion()).not.toBe(beforeTitle);
    await form('PUT', `/api/blog/update?blog_id=${blog.blog_id}`, [
      { name: 'title_sw', value: '' },
    ]);
    expect((await publicBlog(blog.blog_id)).title_sw).toBeNull();

    expect((await audit('blog.update')).map((e) => [e.before, e.after])).toEqual([
      [{ title_sw: 'Dawa ya minyoo kwa mbwa' }, { title_sw: null }],
      [{ title_sw: 'Dawa ya minyoo' }, { title_sw: 'Dawa ya minyoo kwa mbwa' }],
      [{ title: 'Deworming' }, { title: 'Deworming your dog' }],
    ]);
    expect((await audit('blog.paragraph-update')).map((e) => [e.before, e.after])).toEqual([
      [{ content_sw: 'Kila miezi mitatu.' }, { content_sw: null }],
      [{ content_sw: null }, { content_sw: 'Tuulize.' }],
      [{ content: 'Every three months.' }, { content: 'Every three months, always.' }],
    ]);
    expect((await audit('blog.paragraph-create')).at(-1)?.after).toMatchObject({
      content: 'Every three months.',
      content_sw: 'Kila miezi mitatu.',
    });
    expect((await audit('blog.create')).at(-1)?.after).toMatchObject({
      title: 'Deworming',
      title_sw: 'Dawa ya minyoo',
    });
  });

  it('carries the Kiswahili texts through pending, publish, revisions and restore', async () => {
    const blog = await create('Rabies clinic', [
      { name: 'title_sw', value: 'Kliniki ya kichaa cha mbwa' },
    ]);
    const id = blog.blog_id;
    // The post is published: its first revision holds the Kiswahili title.
    const first = await saveBlocks(id, 'Rabies clinic', [
      { content_type: 'paragraph', content: 'Bring every dog.', content_sw: 'Leta kila mbwa.' },
    ]);
    expect(first.statusCode).toBe(200);
    expect(first.json<ManagedBlog>().pending?.paragraphs[0]?.content_sw).toBe('Leta kila mbwa.');
    expect((await post(`/api/blog/${id}/publish`)).statusCode).toBe(200);
    const published = await publicBlog(id);
    expect(published.paragraphs[0]?.content_sw).toBe('Leta kila mbwa.');
    const kept = published.paragraphs[0]?.paragraph_id;

    // Edits of a published post go to its pending version, Kiswahili included.
    const saved = await saveBlocks(
      id,
      'Rabies clinic 2026',
      [
        { id: kept, content_type: 'paragraph', content: 'Bring every dog and cat.' },
        {
          content_type: 'subtitle',
          content: 'When',
          content_sw: 'Lini',
          image: 'none',
        },
      ],
      [{ name: 'title_sw', value: 'Kliniki ya kichaa cha mbwa 2026' }],
    );
    expect(saved.statusCode).toBe(200);
    const pending = managedBlogSchema.parse(saved.json()).pending;
    expect(pending?.title_sw).toBe('Kliniki ya kichaa cha mbwa 2026');
    // The kept block sent without content_sw keeps its Kiswahili text.
    expect(pending?.paragraphs.map((p) => p.content_sw)).toEqual(['Leta kila mbwa.', 'Lini']);
    // Visitors still see the published text.
    const stillPublic = await publicBlog(id);
    expect(stillPublic.title_sw).toBe('Kliniki ya kichaa cha mbwa');
    expect(stillPublic.paragraphs.map((p) => p.content_sw)).toEqual(['Leta kila mbwa.']);

    // A second save: title_sw left out keeps the pending one; null removes a block's text.
    const again = await saveBlocks(id, 'Rabies clinic 2026', [
      {
        id: kept,
        content_type: 'paragraph',
        content: 'Bring every dog and cat.',
        content_sw: null,
      },
      {
        id: pending?.paragraphs[1]?.paragraph_id,
        content_type: 'subtitle',
        content: 'When',
      },
    ]);
    const second = managedBlogSchema.parse(again.json()).pending;
    expect(second?.title_sw).toBe('Kliniki ya kichaa cha mbwa 2026');
    expect(second?.paragraphs.map((p) => p.content_sw)).toEqual([null, 'Lini']);

    expect((await post(`/api/blog/${id}/publish`)).statusCode).toBe(200);
    const now = await publicBlog(id);
    expect(now.title_sw).toBe('Kliniki ya kichaa cha mbwa 2026');
    expect(now.paragraphs.map((p) => p.content_sw)).toEqual([null, 'Lini']);
    expect(now.paragraphs[0]?.paragraph_id).toBe(kept);

    const [latest, middle, oldest] = await revisions(id);
    expect(latest).toMatchObject({ title_sw: 'Kliniki ya kichaa cha mbwa 2026' });
    expect(latest?.paragraphs.map((p) => p.content_sw)).toEqual([null, 'Lini']);
    expect(middle).toMatchObject({ title_sw: 'Kliniki ya kichaa cha mbwa' });
    expect(middle?.paragraphs.map((p) => p.content_sw)).toEqual(['Leta kila mbwa.']);
    expect(oldest).toMatchObject({ title_sw: 'Kliniki ya kichaa cha mbwa', paragraphs: [] });

    // Restored: the revision's Kiswahili comes back as the pending version, then is discarded.
    const restored = await post(`/api/blog/${id}/revisions/${middle?.revision_id}/restore`);
    expect(restored.statusCode).toBe(200);
    const back = managedBlogSchema.parse(restored.json());
    expect(back.pending?.title_sw).toBe('Kliniki ya kichaa cha mbwa');
    expect(back.pending?.paragraphs.map((p) => p.content_sw)).toEqual(['Leta kila mbwa.']);
    expect((await publicBlog(id)).title_sw).toBe('Kliniki ya kichaa cha mbwa 2026');
    const discarded = await api.app.inject({
      method: 'DELETE',
      url: `/api/blog/${id}/pending`,
      headers: bearer(token),
    });
    expect(managedBlogSchema.parse(discarded.json()).pending).toBeNull();
    expect((await managed(id)).title_sw).toBe('Kliniki ya kichaa cha mbwa 2026');

    // Unpublished, a restore makes the revision the post's own text, Kiswahili included.
    await form('PUT', `/api/blog/update?blog_id=${id}`, [{ name: 'status', value: 'draft' }]);
    await post(`/api/blog/${id}/revisions/${middle?.revision_id}/restore`);
    const draft = await managed(id);
    expect(draft).toMatchObject({ status: 'draft', title_sw: 'Kliniki ya kichaa cha mbwa' });
    expect(draft.paragraphs.map((p) => p.content_sw)).toEqual(['Leta kila mbwa.']);

    const [publishChanges] = await audit('blog.publish-changes');
    expect(publishChanges?.before).toMatchObject({
      title_sw: 'Kliniki ya kichaa cha mbwa',
      words_sw: 3,
    });
    expect(publishChanges?.after).toMatchObject({
      title_sw: 'Kliniki ya kichaa cha mbwa 2026',
      words_sw: 1,
    });
    const [, firstSave] = await audit('blog.blocks');
    expect(firstSave?.after).toMatchObject({ title_sw: 'Kliniki ya kichaa cha mbwa 2026' });
    expect(JSON.stringify(firstSave)).not.toContain('Lini');
    const [discard] = await audit('blog.discard-changes');
    expect(discard?.before).toMatchObject({ title_sw: 'Kliniki ya kichaa cha mbwa', words_sw: 3 });
  });

  it('reads a pending version and a revision kept before there was Kiswahili as having none', async () => {
    const blog = await create('Tick season');
    const id = blog.blog_id;
    const [revision] = await revisions(id);
    // What the server wrote before: JSON without title_sw or content_sw, no title_sw column value.
    const oldBlocks = [
      { id: 'p-old', content_type: 'paragraph', content: 'Spray weekly.', image_id: null },
    ];
    await api.database.db
      .updateTable('blogs')
      .set({
        pending: JSON.stringify({
          title: 'Tick season is here',
          image_id: null,
          blocks: oldBlocks,
          saved_at: new Date().toISOString(),
          saved_by: null,
        }),
      })
      .where('id', '=', id)
      .execute();
    await api.database.db
      .updateTable('blog_revisions')
      .set({ blocks: JSON.stringify(oldBlocks), title_sw: null })
      .where('id', '=', revision?.revision_id ?? '')
      .execute();
    const read = await managed(id);
    expect(read.pending).toMatchObject({ title: 'Tick season is here', title_sw: null });
    expect(read.pending?.paragraphs[0]).toMatchObject({
      content: 'Spray weekly.',
      content_sw: null,
    });
    const [old] = await revisions(id);
    expect(old).toMatchObject({ title_sw: null });
    expect(old?.paragraphs[0]).toMatchObject({ content: 'Spray weekly.', content_sw: null });

    // Saved on top of it, a kept block has no Kiswahili text to keep; published, none either.
    const saved = await saveBlocks(id, 'Tick season is here', [
      { id: 'p-old', content_type: 'paragraph', content: 'Spray weekly.' },
    ]);
    expect(managedBlogSchema.parse(saved.json()).pending?.paragraphs[0]?.content_sw).toBeNull();
    expect((await post(`/api/blog/${id}/publish`)).statusCode).toBe(200);
    const now = await publicBlog(id);
    expect(now).toMatchObject({ title: 'Tick season is here', title_sw: null });
    expect(now.paragraphs[0]?.content_sw).toBeNull();
  });

  it('finds posts by their Kiswahili title or block text in the paged search', async () => {
    const ticks = await create('Ticks', [{ name: 'title_sw', value: 'Kupe wakati wa mvua' }]);
    const worms = await create('Worms');
    await form('POST', '/api/blog/paragraph/create', [
      { name: 'blog_id', value: worms.blog_id },
      { name: 'content', value: 'Weigh your pet first.' },
      { name: 'content_sw', value: 'Pima uzito wa mnyama wako kwanza.' },
    ]);
    await create('Rabies');
    const search = async (q: string) =>
      (await get(`/api/blog/page?q=${encodeURIComponent(q)}`))
        .json<Page<ManagedBlog>>()
        .items.map((b) => b.title);
    expect(await search('mvua')).toEqual(['Ticks']);
    expect(await search('UZITO')).toEqual(['Worms']);
    expect(await search('weigh')).toEqual(['Worms']);
    expect(await search('hakuna kitu')).toEqual([]);
    expect(ticks.title_sw).toBe('Kupe wakati wa mvua');
  });

  it('holds the Kiswahili title and block texts to the limits of the English', async () => {
    const blog = await create('Deworming');
    const id = blog.blog_id;
    const longTitle = await form('PUT', `/api/blog/update?blog_id=${id}`, [
      { name: 'title_sw', value: 'a'.repeat(LIMITS.title + 1) },
    ]);
    expect(longTitle.statusCode).toBe(400);
    expect(longTitle.json().msg).toMatch(/^title_sw /);
    const newLong = await form('POST', '/api/blog/create', [
      { name: 'title', value: 'Fleas' },
      { name: 'title_sw', value: 'a'.repeat(LIMITS.title + 1) },
      { name: 'image', value: await jpeg(600, 400), filename: 'cover.jpg' },
    ]);
    expect(newLong.statusCode).toBe(400);
    expect(newLong.json().msg).toMatch(/^title_sw /);
    const controlTitle = await saveBlocks(
      id,
      'Deworming',
      [],
      [{ name: 'title_sw', value: 'Dawa\u0008' }],
    );
    expect(controlTitle.statusCode).toBe(400);
    expect(controlTitle.json().msg).toMatch(/^title_sw /);
    const controlBlock = await saveBlocks(id, 'Deworming', [
      { content_type: 'paragraph', content: 'Fine', content_sw: 'Si\u0000sawa' },
    ]);
    expect(controlBlock.statusCode).toBe(400);
    expect(controlBlock.json().msg).toMatch(/^blocks/);
    const longParagraph = await form('POST', '/api/blog/paragraph/create', [
      { name: 'blog_id', value: id },
      { name: 'content', value: 'Fine' },
      { name: 'content_sw', value: 'k'.repeat(LIMITS.blogContent + 1) },
    ]);
    expect(longParagraph.statusCode).toBe(400);
    expect(longParagraph.json().msg).toMatch(/^content_sw /);
    expect((await managed(id)).paragraphs).toEqual([]);
  });

  it('takes the largest save, 100 blocks of 1000 + 1000 characters, and refuses one more', async () => {
    const blog = await create('A long post', [{ name: 'status', value: 'draft' }]);
    const id = blog.blog_id;
    // Non-ASCII text on both sides: the field is several bytes per character.
    const english = 'ü'.repeat(LIMITS.blogContent);
    const swahili = 'ŋ'.repeat(LIMITS.blogContent);
    const blocks = Array.from({ length: PUBLISHING.maxBlocks }, () => ({
      content_type: 'paragraph',
      content: english,
      content_sw: swahili,
    }));
    const res = await saveBlocks(id, 'A long post', blocks, [
      { name: 'title_sw', value: 's'.repeat(LIMITS.title) },
    ]);
    expect(res.statusCode).toBe(200);
    const saved = managedBlogSchema.parse(res.json());
    expect(saved.paragraphs).toHaveLength(PUBLISHING.maxBlocks);
    expect(saved.paragraphs.every((p) => p.content_sw === swahili)).toBe(true);
    // The same written as JSON escapes (\u00fc): six characters for each one, still taken.
    const escaped = JSON.stringify(blocks).replace(
      /[^\x20-\x7e]/g,
      (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
    );
    expect((await saveBlocks(id, 'A long post', escaped)).statusCode).toBe(200);

    const tooLong = blocks.map((block, index) =>
      index === 57 ? { ...block, content_sw: `${swahili}ŋ` } : block,
    );
    const refused = await saveBlocks(id, 'A long post, longer', tooLong);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toMatch(/^blocks/);
    const tooMany = [...blocks, { content_type: 'paragraph', content: 'one more' }];
    expect((await saveBlocks(id, 'A long post', tooMany)).statusCode).toBe(400);
    expect((await managed(id)).title).toBe('A long post');
  });
});
