import {
  BLOG_POSTS_SLICE,
  createOperation,
  listReducer,
  type Blog,
  type ListState,
} from 'shared-data';

/**
 * Loading the blog list; its failure id keeps the contract's spelling, RETRIVING_BLOGS_FAIL
 * (docs/behaviour.md#failure-messages).
 */
export const retrieveBlogs = createOperation<void, Blog[]>('RETRIVING_BLOGS');

/** The list as every list of the portal is kept: loading, loaded, or failed to come. */
export type BlogsState = ListState<Blog>;

// Key BLOG_POSTS_SLICE ('blogPosts') in the store. A failed load only clears the loading flag: a list already shown
// stays (docs/behaviour.md#operations-and-state).
export const blogsReducer = listReducer(retrieveBlogs, (blogs: Blog[]) => blogs);

export type WithBlogs = Record<typeof BLOG_POSTS_SLICE, BlogsState>;
export const selectBlogs = (state: WithBlogs) => state[BLOG_POSTS_SLICE];
export const selectBlog = (state: WithBlogs, blogId: string | undefined) =>
  state[BLOG_POSTS_SLICE].items.find((blog) => blog.blog_id === blogId);
