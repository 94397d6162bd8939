import {
  combineReducers,
  createAction,
  type Blog,
  type BlogRevision,
  type ManagedBlog,
  type ListState,
  type Notice,
  type Reducer,
  type UnknownAction,
} from 'shared-data';
import { pageReducer, type PageState } from '../../../shared/store/page-resource';
import { mutationReducer, type MutationState } from '../../../shared/store/mutation';

import {
  BLOG_MUTATIONS,
  deletingBlog,
  deletingParagraph,
  discardingChanges,
  publishingBlog,
  restoringRevision,
  retrievingBlog,
  retrievingBlogPage,
  retrievingPreview,
  retrievingRevisions,
  settingBlogStatus,
  updatingBlog,
  creatingParagraph,
  updatingParagraph,
  type BlogMutation,
} from './blog-operations';
import { editorReducer, type EditorState } from './editor.slice';

export * from './blog-operations';

/** The blogs area as the dashboard keeps it (key 'dashboardBlogs'). */
export interface BlogsState extends Record<BlogMutation, MutationState> {
  /** The page the Blogs section shows. */
  page: PageState<ManagedBlog>;
  /** The viewed blog's revisions, newest first. */
  revisions: ListState<BlogRevision> & { blog_id: string | null };
  /** The viewed blog's preview, as the server rendered it. */
  preview: { blog_id: string | null; html: string | null; isLoading: boolean; failed: boolean };
  /** The blog ViewBlog shows, as GET blog/{blog_id} answered it. */
  viewed: ViewedBlog;
  /** The post the editor has open. */
  editor: EditorState;
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
export interface ViewedBlog extends ListState<ManagedBlog> {
  blog_id: string | null;
}

/** Selecting a blog stores it; ViewBlog shows it (docs/behaviour.md#operations-and-state). */
export const blogSelected = createAction<string | null>('dashboardBlogs/blogSelected');

/** The changes that answer the blog they changed (a new blog changes pages: reloaded). */
const CHANGE_ONE_BLOG = [
  updatingBlog,
  creatingParagraph,
  updatingParagraph,
  settingBlogStatus,
  publishingBlog,
  discardingChanges,
  restoringRevision,
];

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
    const blog = action.payload as ManagedBlog;
    return { blog_id: blog.blog_id, isLoading: false, status: 'loaded', items: [blog] };
  }
  if (action.type === retrievingBlog.failType) {
    if ((action.payload as Notice).status === 404)
      return { ...state, isLoading: false, status: 'loaded', items: [] };
    // A refresh that fails keeps the blog on show.
    return { ...state, isLoading: false, status: state.status === 'loaded' ? 'loaded' : 'failed' };
  }
  if (CHANGE_ONE_BLOG.some((operation) => operation.successType === action.type)) {
    const blog = action.payload as ManagedBlog;
    return blog.blog_id === state.blog_id ? { ...state, items: [blog] } : state;
  }
  if (action.type === deletingBlog.successType || action.type === deletingParagraph.successType) {
    if (state.blog_id === null) return state;
    const left = (action.payload as ManagedBlog[]).filter((blog) => blog.blog_id === state.blog_id);
    return { ...state, status: 'loaded', items: left };
  }
  return state;
}

const loadedPage = pageReducer(retrievingBlogPage);

/** The page on show, where a changed blog the server answered takes its place. */
function page(
  state: PageState<ManagedBlog> | undefined,
  action: UnknownAction,
): PageState<ManagedBlog> {
  const next = loadedPage(state, action);
  if (!CHANGE_ONE_BLOG.some((operation) => operation.successType === action.type)) return next;
  const blog = action.payload as ManagedBlog;
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

const NO_REVISIONS: BlogsState['revisions'] = {
  blog_id: null,
  isLoading: false,
  status: 'idle',
  items: [],
};

/** The viewed blog's revisions: loaded on demand, loaded again after a publication. */
function revisions(
  state: BlogsState['revisions'] = NO_REVISIONS,
  action: UnknownAction,
): BlogsState['revisions'] {
  if (action.type === retrievingRevisions.startType) {
    const { blog_id } = action.payload as { blog_id: string };
    const same = state.blog_id === blog_id;
    return { ...(same ? state : NO_REVISIONS), blog_id, isLoading: true, status: 'loading' };
  }
  if (action.type === retrievingRevisions.successType) {
    return {
      ...state,
      isLoading: false,
      status: 'loaded',
      items: action.payload as BlogRevision[],
    };
  }
  if (action.type === retrievingRevisions.failType) {
    return { ...state, isLoading: false, status: 'failed' };
  }
  return state;
}

const NO_PREVIEW: BlogsState['preview'] = {
  blog_id: null,
  html: null,
  isLoading: false,
  failed: false,
};

function preview(
  state: BlogsState['preview'] = NO_PREVIEW,
  action: UnknownAction,
): BlogsState['preview'] {
  if (action.type === retrievingPreview.startType) {
    const { blog_id } = action.payload as { blog_id: string };
    return { ...(state.blog_id === blog_id ? state : NO_PREVIEW), blog_id, isLoading: true };
  }
  if (action.type === retrievingPreview.successType) {
    return { ...state, html: action.payload as string, isLoading: false, failed: false };
  }
  if (action.type === retrievingPreview.failType) {
    return { ...state, isLoading: false, failed: true };
  }
  return state;
}

export const blogsReducer: Reducer<BlogsState> = combineReducers({
  page,
  viewed,
  revisions,
  preview,
  editor: editorReducer,
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
  const byId = (blog: ManagedBlog) => blog.blog_id === blogId;
  const { viewed, page } = state.dashboardBlogs;
  const answered = viewed.blog_id === blogId && viewed.status === 'loaded';
  return viewed.items.find(byId) ?? (answered ? undefined : page.items.find(byId));
};

export const selectRevisions = (state: WithBlogs) => state.dashboardBlogs.revisions;
export const selectPreview = (state: WithBlogs) => state.dashboardBlogs.preview;

export const selectMutation = (state: WithBlogs, key: BlogMutation) => state.dashboardBlogs[key];
