import { createOperation, createSlice, type Blog } from 'shared-data';

/** SPEC §4, §8.1: loading the blog list; its failure id keeps SPEC's spelling. */
export const retrieveBlogs = createOperation<void, Blog[]>('RETRIVING_BLOGS');

export interface BlogsState {
  isLoading: boolean;
  blogs: Blog[];
  /** True once a list has arrived, so a detail page knows an unknown id is really unknown. */
  loaded: boolean;
  /** The last load failed (the list shows a Retry instead of an empty page). */
  failed: boolean;
}

const initialState: BlogsState = { isLoading: false, blogs: [], loaded: false, failed: false };

export const blogsSlice = createSlice({
  name: 'blogs',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(retrieveBlogs.startType, (state) => {
        state.isLoading = true;
        state.failed = false;
      })
      .addCase(
        retrieveBlogs.successType,
        (state, action: ReturnType<typeof retrieveBlogs.success>) => {
          state.isLoading = false;
          state.blogs = action.payload;
          state.loaded = true;
        },
      )
      // SPEC §4: a failed fetch only clears the loading flag (the list already shown stays).
      .addCase(retrieveBlogs.failType, (state) => {
        state.isLoading = false;
        state.failed = true;
      });
  },
});

export const blogsReducer = blogsSlice.reducer;

type WithBlogs = { blogs: BlogsState };
export const selectBlogs = (state: WithBlogs) => state.blogs;
export const selectBlog = (state: WithBlogs, blogId: string | undefined) =>
  state.blogs.blogs.find((blog) => blog.blog_id === blogId);
