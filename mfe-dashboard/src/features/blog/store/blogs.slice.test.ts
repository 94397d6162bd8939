import { MESSAGES, type UnknownAction } from 'shared-data';
import { FULL_BLOG, SECOND_BLOG } from '../../../app/testing/test-blogs';
import {
  blogSelected,
  blogsReducer,
  creatingBlog,
  deletingBlog,
  deletingParagraph,
  retrievingBlog,
  selectBlog,
  updatingParagraph,
  type BlogsState,
} from './blogs.slice';

const fold = (...actions: UnknownAction[]): BlogsState =>
  actions.reduce<BlogsState>(blogsReducer, blogsReducer(undefined, { type: '@@init' }));

describe('the dashboardBlogs slice', () => {
  const FAIL = { msg: 'x', status: 500, id: 'RETRIVING_BLOGS_FAIL' };
  const MISSING = { msg: 'The blog was not found', status: 404, id: 'RETRIVING_BLOGS_FAIL' };

  it('keeps the viewed blog shown when a refresh fails, and marks a first load failed', () => {
    expect(fold(retrievingBlog.start({ blog_id: 'b1' }), retrievingBlog.fail(FAIL)).viewed).toEqual(
      { blog_id: 'b1', isLoading: false, status: 'failed', items: [] },
    );
    const refreshed = fold(
      retrievingBlog.start({ blog_id: 'b1' }),
      retrievingBlog.success(FULL_BLOG),
      retrievingBlog.start({ blog_id: 'b1' }),
    );
    expect(refreshed.viewed).toEqual({
      blog_id: 'b1',
      isLoading: true,
      status: 'loaded',
      items: [FULL_BLOG],
    });
    expect(blogsReducer(refreshed, retrievingBlog.fail(FAIL)).viewed).toEqual({
      blog_id: 'b1',
      isLoading: false,
      status: 'loaded',
      items: [FULL_BLOG],
    });
  });

  it('holds no blog once the server says there is none, and another blog is loaded afresh', () => {
    const missing = fold(
      retrievingBlog.start({ blog_id: 'b1' }),
      retrievingBlog.success(FULL_BLOG),
      retrievingBlog.start({ blog_id: 'b404' }),
    );
    expect(missing.viewed).toEqual({
      blog_id: 'b404',
      isLoading: true,
      status: 'loading',
      items: [],
    });
    expect(selectBlog({ dashboardBlogs: missing }, 'b404')).toBeUndefined();
    const gone = blogsReducer(missing, retrievingBlog.fail(MISSING));
    expect(gone.viewed).toEqual({ blog_id: 'b404', isLoading: false, status: 'loaded', items: [] });
    expect(selectBlog({ dashboardBlogs: gone }, 'b404')).toBeUndefined();
  });

  it('puts a changed blog answered in the view, and finds it in a list a delete answers', () => {
    const changed = { ...FULL_BLOG, paragraphs: [] };
    const state = fold(
      retrievingBlog.start({ blog_id: 'b1' }),
      retrievingBlog.success(FULL_BLOG),
      updatingParagraph.success(SECOND_BLOG),
      updatingParagraph.success(changed),
    );
    expect(state.viewed.items).toEqual([changed]);
    const trimmed = blogsReducer(state, deletingParagraph.success([SECOND_BLOG, FULL_BLOG]));
    expect(trimmed.viewed.items).toEqual([FULL_BLOG]);
    const deleted = blogsReducer(
      trimmed,
      deletingBlog.success([SECOND_BLOG], MESSAGES.blogDeleted),
    );
    expect(deleted.viewed).toMatchObject({ status: 'loaded', items: [] });
  });

  it('counts a new blog as created', () => {
    const state = fold(
      creatingBlog.start({ title: SECOND_BLOG.title, image: new File([''], 'a.png') }),
      creatingBlog.success(SECOND_BLOG, MESSAGES.blogSaved),
    );
    expect(state.creating).toEqual({ busy: false, done: 1 });
  });

  it('forgets a selection the list a delete answers no longer holds', () => {
    const state = fold(blogSelected('b1'), deletingBlog.start({ blog_id: 'b1' }));
    expect(state.deleting.busy).toBe(true);
    const after = blogsReducer(state, deletingBlog.success([SECOND_BLOG], MESSAGES.blogDeleted));
    expect(after.selected_blog).toBeNull();
    expect(after.deleting).toEqual({ busy: false, done: 1 });
  });
});
