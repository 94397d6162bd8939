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
  discardingChanges,
  publishingBlog,
  restoringRevision,
  retrievingBlog,
  retrievingBlogPage,
  retrievingPreview,
  retrievingRevisions,
  settingBlogStatus,
  updatingBlog,
  updatingParagraph,
  type BlogsState,
} from '../store/blogs.slice';
import { BLOG_TEXTS } from '../components/blog-texts';
import { editorSaga } from './editor.saga';

/** A multipart body of the text fields given (empty ones left out) and the image, if any. */
function multipart(fields: Record<string, string>, image: File | null): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== '') body.append(name, value);
  if (image) body.append('image', image);
  return body;
}

/** A Kiswahili text given goes out even when blank: blank removes the one there is. */
function withSwahili(body: FormData, name: string, value: string | undefined): FormData {
  if (value !== undefined) body.append(name, value);
  return body;
}

/** ViewBlog's blog, by its id. */
function* loadBlog({ payload }: OperationAction<{ blog_id: string }>): SagaIterator {
  // The staff's view: any status, with its pending version.
  yield call(callOperation, retrievingBlog, 'managedBlog', {
    params: { blog_id: payload.blog_id },
  });
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
  // The dashboard writes drafts: nothing is public until staff publish it.
  input: ({ title, title_sw, image }) => ({
    body: withSwahili(multipart({ title, status: 'draft' }, image), 'title_sw', title_sw),
  }),
  message: MESSAGES.blogSaved,
  then: reloadPage,
});

const updateBlog = operationWorker(updatingBlog, 'updateBlog', {
  input: ({ blog_id, title, title_sw, image }) => ({
    query: { blog_id },
    body: withSwahili(multipart({ title }, image), 'title_sw', title_sw),
  }),
  message: MESSAGES.blogSaved,
});

const deleteBlog = operationWorker(deletingBlog, 'deleteBlog', {
  input: ({ blog_id }) => ({ query: { blog_id } }),
  message: MESSAGES.blogDeleted,
  then: reloadPage,
});

const createParagraph = operationWorker(creatingParagraph, 'createParagraph', {
  input: ({ blog_id, content_type, content, content_sw, image }) => ({
    body: withSwahili(
      multipart({ blog_id, content_type, content }, image),
      'content_sw',
      content_sw,
    ),
  }),
  message: MESSAGES.contentSaved,
});

const updateParagraph = operationWorker(updatingParagraph, 'updateParagraph', {
  input: ({ paragraph_id, content_type, content, content_sw, image }) => {
    // Content is sent even when emptied: the person removed the text (the image stays).
    const body = multipart({ content_type }, image);
    body.append('content', content);
    withSwahili(body, 'content_sw', content_sw);
    return { query: { paragraph_id }, body };
  },
  message: MESSAGES.contentSaved,
});

const deleteParagraph = operationWorker(deletingParagraph, 'deleteParagraph', {
  // A paragraph's id is called content_id when deleting.
  input: ({ paragraph_id }) => ({ query: { content_id: paragraph_id } }),
});

const byId = ({ blog_id }: { blog_id: string }) => ({ params: { blog_id } });

/** The revisions again after a change that made one or may show in them. */
function* reloadRevisions({ blog_id }: { blog_id: string }): SagaIterator {
  yield call(callOperation, retrievingRevisions, 'blogRevisions', byId({ blog_id }));
}

const setStatus = operationWorker(settingBlogStatus, 'updateBlog', {
  input: ({ blog_id, status, publish_at }) => {
    const body = new FormData();
    body.append('status', status);
    if (publish_at) body.append('publish_at', publish_at);
    return { query: { blog_id }, body };
  },
  then: reloadRevisions,
});

const publish = operationWorker(publishingBlog, 'publishBlog', {
  input: byId,
  message: BLOG_TEXTS.changesPublished,
  then: reloadRevisions,
});

const discard = operationWorker(discardingChanges, 'discardBlogChanges', {
  input: byId,
  message: BLOG_TEXTS.changesDiscarded,
});

const restore = operationWorker(restoringRevision, 'restoreBlogRevision', {
  input: ({ blog_id, revision_id }) => ({ params: { blog_id, revision_id } }),
  message: BLOG_TEXTS.revisionRestored,
});

const loadRevisions = operationWorker(retrievingRevisions, 'blogRevisions', { input: byId });
const loadPreview = operationWorker(retrievingPreview, 'blogPreview', { input: byId });

/**
 * The dashboard's blog calls (docs/behaviour.md#blog-calls). A newer list load supersedes an older
 * one; a change already on its way ignores a second start (a double click sends one request).
 */
export function* blogsSaga(): SagaIterator {
  yield fork(pageSaga(retrievingBlogPage, 'blogPage'));
  yield fork(editorSaga);
  yield takeLatest(retrievingBlog.startType, loadBlog);
  yield takeLeading(creatingBlog.startType, createBlog);
  yield takeLeading(updatingBlog.startType, updateBlog);
  yield takeLeading(deletingBlog.startType, deleteBlog);
  yield takeLeading(creatingParagraph.startType, createParagraph);
  yield takeLeading(updatingParagraph.startType, updateParagraph);
  yield takeLeading(deletingParagraph.startType, deleteParagraph);
  yield takeLeading(settingBlogStatus.startType, setStatus);
  yield takeLeading(publishingBlog.startType, publish);
  yield takeLeading(discardingChanges.startType, discard);
  yield takeLeading(restoringRevision.startType, restore);
  yield takeLatest(retrievingRevisions.startType, loadRevisions);
  yield takeLatest(retrievingPreview.startType, loadPreview);
}
