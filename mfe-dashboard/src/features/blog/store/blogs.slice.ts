import {
  combineReducers,
  createAction,
  createOperation,
  type Blog,
  type CallResponse,
  type ListState,
  type Notice,
  type Paragraph,
  type Reducer,
  type UnknownAction,
} from 'shared-data';
import { pageReducer, type PageRequest, type PageState } from '../../../shared/store/page-resource';
import { mutationReducer, type MutationState } from '../../../shared/store/mutation';

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

// The ids the product names keep its spelling (docs/behaviour.md#messages); the others follow their
// style. The list loads are scoped, so the public blog remote's saga does not also answer them.
/**
 * The blog ViewBlog shows (GET blog/{blog_id}), whatever page the section shows; its failure
 * keeps the product's id RETRIVING_BLOGS_FAIL.
 */
export const retrievingBlog = createOperation<{ blog_id: string }, Blog>('RETRIVING_BLOGS', {
  scope: 'dashboard/one',
});
/**
 * One page of the Blogs section, newest first (GET blog/page,
 * docs/behaviour.md#paged-list-calls); its failure keeps the product's id RETRIVING_BLOGS_FAIL.
 */
export const retrievingBlogPage = createOperation<PageRequest, CallResponse<'blogPage'>>(
  'RETRIVING_BLOGS',
  { scope: 'dashboard/page' },
);
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

/** The blogs area as the dashboard keeps it (key 'dashboardBlogs'). */
export interface BlogsState extends Record<BlogMutation, MutationState> {
  /** The page the Blogs section shows. */
  page: PageState<Blog>;
  /** The blog ViewBlog shows, as GET blog/{blog_id} answered it. */
  viewed: ViewedBlog;
  /**
   * The blog ViewBlog shows, by blog_id. The blog itself is read from the lists, so an update
   * is seen at once and nothing holds a stale copy.
   */
  selected_blog: string | null;
}

/**
 * The blog ViewBlog asked for, in the shape ListStatus reads: `items` holds it once loaded, and
 * nothing once the server said no such blog (404), which is loaded too: the page then asks for
 * a selection.
 */
export interface ViewedBlog extends ListState<Blog> {
  blog_id: string | null;
}

/** Selecting a blog stores it; ViewBlog shows it (docs/behaviour.md#operations-and-state). */
export const blogSelected = createAction<string | null>('dashboardBlogs/blogSelected');

/** The changes that answer the blog they changed (a new blog changes pages: reloaded). */
const CHANGE_ONE_BLOG = [updatingBlog, creatingParagraph, updatingParagraph];

const NOTHING_VIEWED: ViewedBlog = { blog_id: null, isLoading: false, status: 'idle', items: [] };

/**
 * The viewed blog: loaded by its id (a reload of the same blog keeps it on show), replaced by a
 * change's answer, and found again in the list a delete answers (gone when it was deleted).
 */
function viewed(state: ViewedBlog = NOTHING_VIEWED, action: UnknownAction): ViewedBlog {
  if (action.type === retrievingBlog.startType) {
    const { blog_id } = action.payload as { blog_id: string };
    if (state.blog_id === blog_id && state.status === 'loaded')
      return { ...state, isLoading: true };
    return { blog_id, isLoading: true, status: 'loading', items: [] };
  }
  if (action.type === retrievingBlog.successType) {
    const blog = action.payload as Blog;
    return { blog_id: blog.blog_id, isLoading: false, status: 'loaded', items: [blog] };
  }
  if (action.type === retrievingBlog.failType) {
    if ((action.payload as Notice).status === 404)
      return { ...state, isLoading: false, status: 'loaded', items: [] };
    // A refresh that fails keeps the blog on show.
    return { ...state, isLoading: false, status: state.status === 'loaded' ? 'loaded' : 'failed' };
  }
  if (CHANGE_ONE_BLOG.some((operation) => operation.successType === action.type)) {
    const blog = action.payload as Blog;
    return blog.blog_id === state.blog_id ? { ...state, items: [blog] } : state;
  }
  if (action.type === deletingBlog.successType || action.type === deletingParagraph.successType) {
    if (state.blog_id === null) return state;
    const left = (action.payload as Blog[]).filter((blog) => blog.blog_id === state.blog_id);
    return { ...state, status: 'loaded', items: left };
  }
  return state;
}

const loadedPage = pageReducer(retrievingBlogPage);

/** The page on show, where a changed blog the server answered takes its place. */
function page(state: PageState<Blog> | undefined, action: UnknownAction): PageState<Blog> {
  const next = loadedPage(state, action);
  if (!CHANGE_ONE_BLOG.some((operation) => operation.successType === action.type)) return next;
  const blog = action.payload as Blog;
  if (!next.items.some((item) => item.blog_id === blog.blog_id)) return next;
  return {
    ...next,
    items: next.items.map((item) => (item.blog_id === blog.blog_id ? blog : item)),
  };
}

/** The selection, forgotten when a delete answers a list that no longer holds it. */
function selectedBlog(state: string | null = null, action: UnknownAction): string | null {
  if (blogSelected.match(action)) return action.payload;
  if (action.type === deletingBlog.successType || action.type === deletingParagraph.successType)
    return (action.payload as Blog[]).some((blog) => blog.blog_id === state) ? state : null;
  return state;
}

// Each change's busy flag and success counter (forms close on the next success).
const mutations = Object.fromEntries(
  Object.entries(BLOG_MUTATIONS).map(([key, operation]) => [key, mutationReducer(operation)]),
) as Record<BlogMutation, Reducer<MutationState>>;

export const blogsReducer: Reducer<BlogsState> = combineReducers({
  page,
  viewed,
  selected_blog: selectedBlog,
  ...mutations,
});

type WithBlogs = { dashboardBlogs: BlogsState };

/** The Blogs section's page. */
export const selectBlogPage = (state: WithBlogs) => state.dashboardBlogs.page;

/** The blog ViewBlog asked for, in the shape ListStatus reads. */
export const selectViewedBlog = (state: WithBlogs) => state.dashboardBlogs.viewed;

/**
 * The blog of that id: as the server answered it, or from the page on show while it comes
 * (none once the server said there is no such blog).
 */
export const selectBlog = (state: WithBlogs, blogId: string | undefined) => {
  if (blogId === undefined) return undefined;
  const byId = (blog: Blog) => blog.blog_id === blogId;
  const { viewed, page } = state.dashboardBlogs;
  const answered = viewed.blog_id === blogId && viewed.status === 'loaded';
  return viewed.items.find(byId) ?? (answered ? undefined : page.items.find(byId));
};

export const selectMutation = (state: WithBlogs, key: BlogMutation) => state.dashboardBlogs[key];
