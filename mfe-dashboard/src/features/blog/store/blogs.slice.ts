import {
  combineReducers,
  createAction,
  createOperation,
  listReducer,
  pageReducer,
  type Blog,
  type CallResponse,
  type ListState,
  type PageRequest,
  type PageState,
  type Paragraph,
  type Reducer,
  type UnknownAction,
} from 'shared-data';
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
/** The whole list (GET blog/), which ViewBlog finds its blog in, whatever page the section shows. */
export const retrievingBlogs = createOperation<void, Blog[]>('RETRIVING_BLOGS', {
  scope: 'dashboard',
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
  /** Every blog, for ViewBlog. */
  list: ListState<Blog>;
  /**
   * The blog ViewBlog shows, by blog_id. The blog itself is read from the lists, so an update
   * is seen at once and nothing holds a stale copy.
   */
  selected_blog: string | null;
}

/** Selecting a blog stores it; ViewBlog shows it (docs/behaviour.md#operations-and-state). */
export const blogSelected = createAction<string | null>('dashboardBlogs/blogSelected');

/** The changes whose answer is the one blog they made or changed. */
const ANSWER_ONE_BLOG = [creatingBlog, updatingBlog, creatingParagraph, updatingParagraph];
/** Of those, the ones that change a blog already listed (a new blog changes pages: reloaded). */
const CHANGE_ONE_BLOG = [updatingBlog, creatingParagraph, updatingParagraph];

/** The list loaded as every list is; a delete answers the whole list as it now is. */
const loadedList = listReducer(retrievingBlogs, (blogs: Blog[]) => blogs, {
  replacedBy: [deletingBlog, deletingParagraph],
});

/** The list on show, where a blog the server answered takes its place (a new one goes first). */
function list(state: ListState<Blog> | undefined, action: UnknownAction): ListState<Blog> {
  const next = loadedList(state, action);
  if (!ANSWER_ONE_BLOG.some((operation) => operation.successType === action.type)) return next;
  const blog = action.payload as Blog;
  const index = next.items.findIndex((item) => item.blog_id === blog.blog_id);
  const items =
    index === -1
      ? [blog, ...next.items]
      : next.items.map((item, at) => (at === index ? blog : item));
  return { ...next, items };
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
  list,
  selected_blog: selectedBlog,
  ...mutations,
});

type WithBlogs = { dashboardBlogs: BlogsState };

/** The Blogs section's page. */
export const selectBlogPage = (state: WithBlogs) => state.dashboardBlogs.page;

/** The whole list in the shape ListStatus reads. */
export const selectBlogList = (state: WithBlogs) => state.dashboardBlogs.list;

/** The blog of that id: from the whole list, or the page on show while the list comes. */
export const selectBlog = (state: WithBlogs, blogId: string | undefined) => {
  if (blogId === undefined) return undefined;
  const byId = (blog: Blog) => blog.blog_id === blogId;
  const { list, page } = state.dashboardBlogs;
  return list.items.find(byId) ?? (list.status === 'loaded' ? undefined : page.items.find(byId));
};

export const selectMutation = (state: WithBlogs, key: BlogMutation) => state.dashboardBlogs[key];
