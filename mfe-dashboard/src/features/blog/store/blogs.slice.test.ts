import { MESSAGES, type UnknownAction } from 'shared-data';
import { FULL_BLOG, SECOND_BLOG } from '../../../app/testing/test-blogs';
import {
  blogSelected,
  blogsReducer,
  creatingBlog,
  deletingBlog,
  retrievingBlogs,
  updatingParagraph,
  type BlogsState,
} from './blogs.slice';

const fold = (...actions: UnknownAction[]): BlogsState =>
  actions.reduce<BlogsState>(blogsReducer, blogsReducer(undefined, { type: '@@init' }));

describe('the dashboardBlogs slice', () => {
  it('keeps the list shown when a refresh fails, and marks a first load failed', () => {
    expect(
      fold(
        retrievingBlogs.start(),
        retrievingBlogs.fail({ msg: 'x', status: 500, id: 'RETRIVING_BLOGS_FAIL' }),
      ).list,
    ).toEqual({ isLoading: false, status: 'failed', items: [] });
    const refreshed = fold(
      retrievingBlogs.start(),
      retrievingBlogs.success([FULL_BLOG]),
      retrievingBlogs.start(),
      retrievingBlogs.fail({ msg: 'x', status: 500, id: 'RETRIVING_BLOGS_FAIL' }),
    );
    expect(refreshed.list).toEqual({ isLoading: false, status: 'loaded', items: [FULL_BLOG] });
  });

  it('puts a new blog first and an answered blog in its place', () => {
    const changed = { ...FULL_BLOG, paragraphs: [] };
    const state = fold(
      retrievingBlogs.success([FULL_BLOG]),
      creatingBlog.start({ title: SECOND_BLOG.title, image: new File([''], 'a.png') }),
      creatingBlog.success(SECOND_BLOG, MESSAGES.blogSaved),
      updatingParagraph.success(changed),
    );
    expect(state.list.items).toEqual([SECOND_BLOG, changed]);
    expect(state.creating).toEqual({ busy: false, done: 1 });
  });

  it('replaces the list a delete answers and forgets a selection it no longer holds', () => {
    const state = fold(
      retrievingBlogs.success([FULL_BLOG, SECOND_BLOG]),
      blogSelected('b1'),
      deletingBlog.start({ blog_id: 'b1' }),
    );
    expect(state.deleting.busy).toBe(true);
    const after = blogsReducer(state, deletingBlog.success([SECOND_BLOG], MESSAGES.blogDeleted));
    expect(after.list.items).toEqual([SECOND_BLOG]);
    expect(after.selected_blog).toBeNull();
    expect(after.deleting).toEqual({ busy: false, done: 1 });
  });
});
