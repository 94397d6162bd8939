import {
  call,
  callOperation,
  fork,
  MESSAGES,
  select,
  takeLatest,
  takeLeading,
  type OperationAction,
  type SagaIterator,
} from 'shared-data';
import { pageLoader, pageSaga, type PageRequest } from '../../../shared/store/page-resource';
import { operationWorker } from '../../../shared/sagas/operation-worker';
import {
  creatingBlog,
  creatingParagraph,
  deletingBlog,
  deletingParagraph,
  retrievingBlog,
  retrievingBlogPage,
  updatingBlog,
  updatingParagraph,
  type BlogsState,
} from '../store/blogs.slice';

/** A multipart body of the text fields given (empty ones left out) and the image, if any. */
function multipart(fields: Record<string, string>, image: File | null): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== '') body.append(name, value);
  if (image) body.append('image', image);
  return body;
}

/** ViewBlog's blog, by its id. */
function* loadBlog({ payload }: OperationAction<{ blog_id: string }>): SagaIterator {
  yield call(callOperation, retrievingBlog, 'blog', { params: { blog_id: payload.blog_id } });
}
const loadPage = pageLoader(retrievingBlogPage, 'blogPage');

const requestOnShow = (state: { dashboardBlogs?: BlogsState }): PageRequest =>
  state.dashboardBlogs?.page.request ?? {};

/**
 * The section's page loaded again after a blog was added or deleted, as it was asked for and
 * without a start (which would clear the success toast). A page a delete emptied is left for
 * the section to leave (docs/behaviour.md#dashboard).
 */
function* reloadPage(): SagaIterator {
  const request: PageRequest = yield select(requestOnShow);
  yield call(loadPage, request);
}

const createBlog = operationWorker(creatingBlog, 'createBlog', {
  input: ({ title, image }) => ({ body: multipart({ title }, image) }),
  message: MESSAGES.blogSaved,
  then: reloadPage,
});

const updateBlog = operationWorker(updatingBlog, 'updateBlog', {
  input: ({ blog_id, title, image }) => ({ query: { blog_id }, body: multipart({ title }, image) }),
  message: MESSAGES.blogSaved,
});

const deleteBlog = operationWorker(deletingBlog, 'deleteBlog', {
  input: ({ blog_id }) => ({ query: { blog_id } }),
  message: MESSAGES.blogDeleted,
  then: reloadPage,
});

const createParagraph = operationWorker(creatingParagraph, 'createParagraph', {
  input: ({ blog_id, content_type, content, image }) => ({
    body: multipart({ blog_id, content_type, content }, image),
  }),
  message: MESSAGES.contentSaved,
});

const updateParagraph = operationWorker(updatingParagraph, 'updateParagraph', {
  input: ({ paragraph_id, content_type, content, image }) => {
    // Content is sent even when emptied: the person removed the text (the image stays).
    const body = multipart({ content_type }, image);
    body.append('content', content);
    return { query: { paragraph_id }, body };
  },
  message: MESSAGES.contentSaved,
});

const deleteParagraph = operationWorker(deletingParagraph, 'deleteParagraph', {
  // A paragraph's id is called content_id when deleting.
  input: ({ paragraph_id }) => ({ query: { content_id: paragraph_id } }),
});

/**
 * The dashboard's blog calls (docs/behaviour.md#blog-calls). A newer list load supersedes an older
 * one; a change already on its way ignores a second start (a double click sends one request).
 */
export function* blogsSaga(): SagaIterator {
  yield fork(pageSaga(retrievingBlogPage, 'blogPage'));
  yield takeLatest(retrievingBlog.startType, loadBlog);
  yield takeLeading(creatingBlog.startType, createBlog);
  yield takeLeading(updatingBlog.startType, updateBlog);
  yield takeLeading(deletingBlog.startType, deleteBlog);
  yield takeLeading(creatingParagraph.startType, createParagraph);
  yield takeLeading(updatingParagraph.startType, updateParagraph);
  yield takeLeading(deletingParagraph.startType, deleteParagraph);
}
