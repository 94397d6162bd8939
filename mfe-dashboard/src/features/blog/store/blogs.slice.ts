import {
  createOperation,
  createSelector,
  createSlice,
  type Blog,
  type ListState,
  type LoadStatus,
  type Paragraph,
  type PayloadAction,
} from 'shared-data';
import {
  initialMutationState,
  mutationCase,
  type MutationState,
} from '../../../shared/store/mutation';

export type ContentType = Paragraph['content_type'];

export interface BlogInput {
  title: string;
  image: File;
}
export interface BlogUpdate {
  blog_id: string;
  /** Empty keeps the current title. */
  title: string;
  image: File | null;
}
export interface ContentInput {
  blog_id: string;
  content_type: ContentType;
  content: string;
  image: File | null;
}
export interface ContentUpdate {
  paragraph_id: string;
  content_type: ContentType;
  content: string;
  image: File | null;
}

// SPEC §8: the ids SPEC names keep its spelling; the others follow their style. The list load
// is scoped, so the public blog remote's saga does not also answer this start.
export const retrievingBlogs = createOperation<void, Blog[]>('RETRIVING_BLOGS', {
  scope: 'dashboard',
});
export const creatingBlog = createOperation<BlogInput, Blog>('CREATING_BLOG');
export const updatingBlog = createOperation<BlogUpdate, Blog>('UPDATING_BLOG');
export const deletingBlog = createOperation<{ blog_id: string }, Blog[]>('DELETING_BLOG');
export const creatingParagraph = createOperation<ContentInput, Blog>('CREATING_PARAGRAPH');
export const updatingParagraph = createOperation<ContentUpdate, Blog>('UPDATING_PARAGRAPH');
export const deletingParagraph = createOperation<{ paragraph_id: string }, Blog[]>(
  'DELETING_PARAGRAPH',
);

/** Each change the blog screens make, by the key of its MutationState. */
export const BLOG_MUTATIONS = {
  creating: creatingBlog,
  updating: updatingBlog,
  deleting: deletingBlog,
  creatingContent: creatingParagraph,
  updatingContent: updatingParagraph,
  deletingContent: deletingParagraph,
} as const;
export type BlogMutation = keyof typeof BLOG_MUTATIONS;

/** SPEC §3's blogs area, as the dashboard keeps it (key 'dashboardBlogs'). */
export interface BlogsState extends Record<BlogMutation, MutationState> {
  isLoading: boolean;
  status: LoadStatus;
  blogs: Blog[];
  /**
   * SPEC §4: the blog ViewBlog shows, by blog_id. The blog itself is read from `blogs`, so an
   * update is seen at once and nothing holds a stale copy.
   */
  selected_blog: string | null;
}

const initialState: BlogsState = {
  isLoading: false,
  status: 'idle',
  blogs: [],
  selected_blog: null,
  creating: initialMutationState,
  updating: initialMutationState,
  deleting: initialMutationState,
  creatingContent: initialMutationState,
  updatingContent: initialMutationState,
  deletingContent: initialMutationState,
};

/** A blog the server answered takes its place in the list (a new one goes first, as listed). */
function putBlog(state: BlogsState, blog: Blog) {
  const index = state.blogs.findIndex((item) => item.blog_id === blog.blog_id);
  if (index === -1) state.blogs.unshift(blog);
  else state.blogs[index] = blog;
}

/** The list a delete answers replaces the one shown. */
function putList(state: BlogsState, blogs: Blog[]) {
  state.blogs = blogs;
  state.status = 'loaded';
  if (!blogs.some((blog) => blog.blog_id === state.selected_blog)) state.selected_blog = null;
}

export const blogsSlice = createSlice({
  name: 'dashboardBlogs',
  initialState,
  reducers: {
    blogSelected(state, action: PayloadAction<string | null>) {
      state.selected_blog = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(retrievingBlogs.startType, (state) => {
        state.isLoading = true;
        if (state.status !== 'loaded') state.status = 'loading';
      })
      .addCase(retrievingBlogs.successType, (state, action: PayloadAction<Blog[]>) => {
        state.isLoading = false;
        state.status = 'loaded';
        state.blogs = action.payload;
      })
      // SPEC §4: a failed fetch only clears the loading flag; a list already shown stays.
      .addCase(retrievingBlogs.failType, (state) => {
        state.isLoading = false;
        if (state.status !== 'loaded') state.status = 'failed';
      })
      .addCase(creatingBlog.successType, (state, action: PayloadAction<Blog>) => {
        putBlog(state, action.payload);
      })
      .addCase(updatingBlog.successType, (state, action: PayloadAction<Blog>) => {
        putBlog(state, action.payload);
      })
      .addCase(creatingParagraph.successType, (state, action: PayloadAction<Blog>) => {
        putBlog(state, action.payload);
      })
      .addCase(updatingParagraph.successType, (state, action: PayloadAction<Blog>) => {
        putBlog(state, action.payload);
      })
      .addCase(deletingBlog.successType, (state, action: PayloadAction<Blog[]>) => {
        putList(state, action.payload);
      })
      .addCase(deletingParagraph.successType, (state, action: PayloadAction<Blog[]>) => {
        putList(state, action.payload);
      });
    // Each change's busy flag and success counter (forms close on the next success).
    for (const [key, operation] of Object.entries(BLOG_MUTATIONS) as [
      BlogMutation,
      (typeof BLOG_MUTATIONS)[BlogMutation],
    ][]) {
      builder.addMatcher(operation.match, (state, action) => {
        state[key] = mutationCase(state[key], operation, action);
      });
    }
  },
});

export const { blogSelected } = blogsSlice.actions;
export const blogsReducer = blogsSlice.reducer;

type WithBlogs = { dashboardBlogs: BlogsState };
export const selectBlogsState = (state: WithBlogs) => state.dashboardBlogs;

/** The list in the shape ListStatus reads. */
export const selectBlogList = createSelector(
  [selectBlogsState],
  ({ isLoading, status, blogs }): ListState<Blog> => ({ isLoading, status, items: blogs }),
);

export const selectBlog = (state: WithBlogs, blogId: string | undefined) =>
  blogId === undefined
    ? undefined
    : state.dashboardBlogs.blogs.find((blog) => blog.blog_id === blogId);

export const selectMutation = (state: WithBlogs, key: BlogMutation) => state.dashboardBlogs[key];
