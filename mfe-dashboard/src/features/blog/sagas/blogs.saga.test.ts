/** @jest-environment node */
import {
  configureClient,
  MESSAGES,
  uploadProgressed,
  type Operation,
  type UnknownAction,
} from 'shared-data';
import { ended, runSagaUntil, uploadProgressOf } from 'shared-data/testing/saga-runner';
import { setupTestApi } from 'shared-data/testing/test-api';
import {
  creatingBlog,
  creatingParagraph,
  deletingBlog,
  deletingParagraph,
  retrievingBlog,
  updatingBlog,
  updatingParagraph,
} from '../store/blogs.slice';
import { FULL_BLOG, png, SECOND_BLOG } from '../../../app/testing/test-blogs';
import { blogsSaga } from './blogs.saga';

describe('the dashboard blogs saga', () => {
  const api = setupTestApi();
  beforeAll(() => configureClient({ apiBase: api.base, getAccessToken: () => 'staff-token' }));

  /** Runs the saga, puts `start` and answers what it put until the operation ended. */
  async function run(
    operation: Pick<Operation, 'successType' | 'failType' | 'match'>,
    start: UnknownAction,
  ) {
    const dispatched = await runSagaUntil(blogsSaga, start, ended(operation));
    return {
      /** The operation's own actions (progress reports left out). */
      ended: dispatched.filter((action) => operation.match(action)),
      progress: uploadProgressOf(dispatched),
    };
  }

  it('loads one blog by GET blog/{blog_id}/manage with the dashboard-scoped RETRIVING_BLOGS', async () => {
    api.answer = () => ({ status: 200, body: FULL_BLOG });
    const { ended } = await run(retrievingBlog, retrievingBlog.start({ blog_id: 'b 1/x' }));
    expect(ended).toEqual([retrievingBlog.success(FULL_BLOG)]);
    expect(retrievingBlog.startType).toBe('dashboard/one/RETRIVING_BLOGS_START');
    // The id is one path segment, however it is spelt.
    expect(api.requests).toMatchObject([{ method: 'GET', path: 'blog/b%201%2Fx/manage' }]);
  });

  it("puts RETRIVING_BLOGS_FAIL with the server's 404 or 'No response, try again'", async () => {
    api.answer = () => ({ status: 404, body: { status: 404, msg: 'The blog was not found' } });
    let { ended } = await run(retrievingBlog, retrievingBlog.start({ blog_id: 'gone' }));
    expect(ended).toEqual([
      retrievingBlog.fail({
        msg: 'The blog was not found',
        status: 404,
        id: 'RETRIVING_BLOGS_FAIL',
      }),
    ]);
    api.answer = () => 'drop';
    ({ ended } = await run(retrievingBlog, retrievingBlog.start({ blog_id: 'b1' })));
    expect(ended).toEqual([
      retrievingBlog.fail({
        msg: 'No response, try again',
        status: 500,
        id: 'RETRIVING_BLOGS_FAIL',
      }),
    ]);
  });

  it('creates a blog: multipart title and image with the bearer token, progress reported, CREATING_BLOG_SUCCESS', async () => {
    api.answer = () => ({ status: 200, body: SECOND_BLOG });
    const image = png('cover.png', 'X'.repeat(64 * 1024));
    const { ended, progress } = await run(
      creatingBlog,
      creatingBlog.start({ title: 'Vaccinating puppies', image }),
    );
    expect(ended).toEqual([creatingBlog.success(SECOND_BLOG, MESSAGES.blogSaved)]);
    expect(ended[0]?.meta).toMatchObject({
      notice: { id: 'CREATING_BLOG_SUCCESS', msg: 'Blog saved successfully', status: 200 },
    });
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.at(-1)).toEqual(uploadProgressed({ operation: 'CREATING_BLOG', fraction: 1 }));
    const [sent] = api.to('blog/create');
    expect(sent?.method).toBe('POST');
    expect(sent?.headers.authorization).toBe('Bearer staff-token');
    expect(sent?.body).toContain('name="title"\r\n\r\nVaccinating puppies');
    expect(sent?.body).toContain('name="image"; filename="cover.png"');
  });

  it("puts CREATING_BLOG_FAIL with the server's message and status", async () => {
    api.answer = () => ({ status: 400, body: { status: 400, msg: 'image is required' } });
    const { ended } = await run(
      creatingBlog,
      creatingBlog.start({ title: 'No cover', image: png() }),
    );
    expect(ended).toEqual([
      creatingBlog.fail({ msg: 'image is required', status: 400, id: 'CREATING_BLOG_FAIL' }),
    ]);
  });

  it('updates a blog by blog_id, leaving out an emptied title and an image not chosen', async () => {
    api.answer = () => ({ status: 200, body: FULL_BLOG });
    const { ended } = await run(
      updatingBlog,
      updatingBlog.start({ blog_id: 'b1', title: '', image: null }),
    );
    expect(ended).toEqual([updatingBlog.success(FULL_BLOG, MESSAGES.blogSaved)]);
    const [sent] = api.to('blog/update');
    expect(sent).toMatchObject({ method: 'PUT', path: 'blog/update?blog_id=b1' });
    expect(sent?.headers['content-type']).toMatch(/^multipart\/form-data/);
    expect(sent?.body).not.toContain('name="title"');
    expect(sent?.body).not.toContain('name="image"');
  });

  it("deletes a blog by blog_id with 'BLOG has been deleted' and the list answered", async () => {
    api.answer = () => ({ status: 200, body: [SECOND_BLOG] });
    const { ended } = await run(deletingBlog, deletingBlog.start({ blog_id: 'b1' }));
    expect(ended).toEqual([deletingBlog.success([SECOND_BLOG], MESSAGES.blogDeleted)]);
    expect(ended[0]?.meta).toMatchObject({ notice: { id: 'DELETING_BLOG_SUCCESS' } });
    expect(api.requests).toMatchObject([{ method: 'DELETE', path: 'blog/delete?blog_id=b1' }]);
  });

  it('adds content: blog_id, content_type and content as multipart, CREATING_PARAGRAPH_SUCCESS', async () => {
    api.answer = () => ({ status: 200, body: FULL_BLOG });
    const { ended } = await run(
      creatingParagraph,
      creatingParagraph.start({
        blog_id: 'b1',
        content_type: 'subtitle',
        content: 'Signs to watch for',
        image: null,
      }),
    );
    expect(ended).toEqual([creatingParagraph.success(FULL_BLOG, MESSAGES.contentSaved)]);
    const [sent] = api.to('blog/paragraph/create');
    expect(sent?.method).toBe('POST');
    for (const part of [
      'name="blog_id"\r\n\r\nb1',
      'name="content_type"\r\n\r\nsubtitle',
      'name="content"\r\n\r\nSigns to watch for',
    ])
      expect(sent?.body).toContain(part);
  });

  it('updates content by paragraph_id, sending emptied content so the text goes', async () => {
    api.answer = () => ({ status: 200, body: FULL_BLOG });
    const { ended } = await run(
      updatingParagraph,
      updatingParagraph.start({
        paragraph_id: 'p1',
        content_type: 'paragraph',
        content: '',
        image: png('tick.png'),
      }),
    );
    expect(ended).toEqual([updatingParagraph.success(FULL_BLOG, MESSAGES.contentSaved)]);
    const [sent] = api.to('blog/paragraph/update');
    expect(sent).toMatchObject({ method: 'PUT', path: 'blog/paragraph/update?paragraph_id=p1' });
    expect(sent?.body).toContain('name="content_type"\r\n\r\nparagraph');
    expect(sent?.body).toContain('name="content"\r\n\r\n\r\n');
    expect(sent?.body).toContain('name="image"; filename="tick.png"');
  });

  it('deletes content by content_id and puts the list answered', async () => {
    api.answer = () => ({ status: 200, body: [FULL_BLOG] });
    const { ended } = await run(deletingParagraph, deletingParagraph.start({ paragraph_id: 'p2' }));
    expect(ended).toEqual([deletingParagraph.success([FULL_BLOG])]);
    expect(api.requests).toMatchObject([
      { method: 'DELETE', path: 'blog/paragraph/delete?content_id=p2' },
    ]);
  });

  it("puts DELETING_PARAGRAPH_FAIL with the server's message", async () => {
    api.answer = () => ({
      status: 404,
      body: { status: 404, msg: 'The blog content was not found' },
    });
    const { ended } = await run(
      deletingParagraph,
      deletingParagraph.start({ paragraph_id: 'gone' }),
    );
    expect(ended).toEqual([
      deletingParagraph.fail({
        msg: 'The blog content was not found',
        status: 404,
        id: 'DELETING_PARAGRAPH_FAIL',
      }),
    ]);
  });
});
