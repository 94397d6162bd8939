import {
  call,
  callOperation,
  MESSAGES,
  takeLatest,
  takeLeading,
  type OperationAction,
  type SagaIterator,
} from 'shared-data';
import {
  creatingBlog,
  creatingParagraph,
  deletingBlog,
  deletingParagraph,
  retrievingBlogs,
  updatingBlog,
  updatingParagraph,
  type BlogInput,
  type BlogUpdate,
  type ContentInput,
  type ContentUpdate,
} from '../store/blogs.slice';

/** A multipart body of the text fields given (empty ones left out) and the image, if any. */
function multipart(fields: Record<string, string>, image: File | null): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== '') body.append(name, value);
  if (image) body.append('image', image);
  return body;
}

function* loadBlogs(): SagaIterator {
  yield call(callOperation, retrievingBlogs, 'blogs');
}

function* createBlog({ payload }: OperationAction<BlogInput>): SagaIterator {
  const body = multipart({ title: payload.title }, payload.image);
  yield call(callOperation, creatingBlog, 'createBlog', { body }, MESSAGES.blogSaved);
}

function* updateBlog({ payload }: OperationAction<BlogUpdate>): SagaIterator {
  const body = multipart({ title: payload.title }, payload.image);
  yield call(
    callOperation,
    updatingBlog,
    'updateBlog',
    { query: { blog_id: payload.blog_id }, body },
    MESSAGES.blogSaved,
  );
}

function* deleteBlog({ payload }: OperationAction<{ blog_id: string }>): SagaIterator {
  yield call(
    callOperation,
    deletingBlog,
    'deleteBlog',
    { query: { blog_id: payload.blog_id } },
    MESSAGES.blogDeleted,
  );
}

function* createParagraph({ payload }: OperationAction<ContentInput>): SagaIterator {
  const { blog_id, content_type, content, image } = payload;
  const body = multipart({ blog_id, content_type, content }, image);
  yield call(callOperation, creatingParagraph, 'createParagraph', { body }, MESSAGES.contentSaved);
}

function* updateParagraph({ payload }: OperationAction<ContentUpdate>): SagaIterator {
  const { paragraph_id, content_type, content, image } = payload;
  // Content is sent even when emptied: the person removed the text (the image stays).
  const body = multipart({ content_type }, image);
  body.append('content', content);
  yield call(
    callOperation,
    updatingParagraph,
    'updateParagraph',
    { query: { paragraph_id }, body },
    MESSAGES.contentSaved,
  );
}

function* deleteParagraph({ payload }: OperationAction<{ paragraph_id: string }>): SagaIterator {
  // SPEC §3: a paragraph's id is called content_id when deleting.
  yield call(callOperation, deletingParagraph, 'deleteParagraph', {
    query: { content_id: payload.paragraph_id },
  });
}

/**
 * The dashboard's blog calls (SPEC §7.2). A newer list load supersedes an older one; a change
 * already on its way ignores a second start (a double click sends one request).
 */
export function* blogsSaga(): SagaIterator {
  yield takeLatest(retrievingBlogs.startType, loadBlogs);
  yield takeLeading(creatingBlog.startType, createBlog);
  yield takeLeading(updatingBlog.startType, updateBlog);
  yield takeLeading(deletingBlog.startType, deleteBlog);
  yield takeLeading(creatingParagraph.startType, createParagraph);
  yield takeLeading(updatingParagraph.startType, updateParagraph);
  yield takeLeading(deletingParagraph.startType, deleteParagraph);
}
