import {
  call,
  delay,
  put,
  race,
  request,
  select,
  take,
  takeEvery,
  takeLatest,
  toNotice,
  type ManagedBlog,
  type SagaIterator,
} from 'shared-data';
import {
  conflictKeptMine,
  conflictTookTheirs,
  EDIT_TYPES,
  editorClosed,
  editorLoaded,
  editorLoadFailed,
  editorOnline,
  editorOpened,
  isDirty,
  saveConflict,
  saveFailed,
  saveOffline,
  saveRetried,
  saveStarted,
  saveSucceeded,
  selectEditor,
  workingVersion,
  type EditorState,
} from '../store/editor.slice';
import { forgetLocalDraft, readLocalDraft, writeLocalDraft } from '../store/local-drafts';
import { textToSend } from '../../../shared/two-languages';

/** How long typing rests before the edits are sent. */
export const AUTOSAVE_MS = 2000;

/**
 * While nothing answers, how long before the edits are sent again unasked, doubling after each
 * try up to the last: a connection can drop and come back without the browser's `online` event
 * (the Wi-Fi is up, the clinic's line or the server is not).
 */
export const OFFLINE_RETRY_MS = [5_000, 10_000, 20_000, 40_000, 60_000];

const SAVE_FAIL = 'SAVING_BLOG_BLOCKS_FAIL';

/** Nothing answered: the device is offline or the server unreachable. */
const unanswered = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  'isAxiosError' in error &&
  !(error as { response?: unknown }).response;

const browserOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** The multipart body of PUT blog/{blog_id}/blocks for the draft on show, and what it sends. */
export function saveBody(editor: EditorState) {
  const { draft } = editor;
  // A block with neither text nor picture stays on the page until it has one.
  const sent = draft.blocks.filter(
    (block) => block.content.trim() !== '' || block.image !== 'none',
  );
  // A Kiswahili text goes out when there is one, and as '' when the one the post has was
  // cleared (which removes it); left out, the server keeps what it has.
  const version = editor.server ? workingVersion(editor.server) : null;
  const swahiliBefore = (id: string | undefined) =>
    version?.paragraphs.find((paragraph) => paragraph.paragraph_id === id)?.content_sw;
  const body = new FormData();
  body.append('title', draft.title.trim() || editor.server?.title || '');
  const titleSw = textToSend(draft.title_sw, version?.title_sw);
  if (titleSw !== undefined) body.append('title_sw', titleSw);
  body.append(
    'blocks',
    JSON.stringify(
      sent.map((block) => {
        const contentSw = textToSend(block.content_sw, swahiliBefore(block.id));
        return {
          ...(block.id ? { id: block.id } : {}),
          content_type: block.content_type,
          content: block.content,
          ...(contentSw !== undefined ? { content_sw: contentSw } : {}),
          image: block.image === 'new' && !block.file ? 'none' : block.image,
        };
      }),
    ),
  );
  if (editor.base) body.append('base_updated_at', editor.base);
  if (draft.cover) body.append('image', draft.cover);
  const files: Record<string, File> = {};
  for (const block of sent) {
    if (block.image === 'new' && block.file) {
      body.append('images', block.file);
      files[block.key] = block.file;
    }
  }
  return { body, keys: sent.map((block) => block.key), files, cover: draft.cover };
}

/** One save of the draft on show; its outcome is put for the reducer. */
export function* saveDraft(blogId: string): SagaIterator {
  const editor: EditorState = yield select(selectEditor);
  const revision = editor.revision;
  yield put(saveStarted({ revision }));
  if (browserOffline()) {
    yield put(saveOffline());
    return;
  }
  const { body, keys, files, cover } = saveBody(editor);
  try {
    const blog: ManagedBlog = yield call(request, 'saveBlogBlocks', {
      params: { blog_id: blogId },
      body,
    });
    yield put(saveSucceeded({ blog, revision, keys, files, cover }));
  } catch (error) {
    if (unanswered(error)) {
      yield put(saveOffline());
      return;
    }
    const notice = toNotice(error, SAVE_FAIL, 'saveBlogBlocks');
    if (notice.status === 409) {
      try {
        const theirs: ManagedBlog = yield call(request, 'managedBlog', {
          params: { blog_id: blogId },
        });
        yield put(saveConflict({ theirs }));
      } catch (again) {
        yield put(unanswered(again) ? saveOffline() : saveFailed({ msg: notice.msg }));
      }
      return;
    }
    yield put(saveFailed({ msg: notice.msg }));
  }
}

/**
 * The autosave of the open post: edits are sent once typing rests for AUTOSAVE_MS (at once for
 * edits found on the device when it opened); while offline they wait for the browser's `online`
 * (or Try again), and are tried again every OFFLINE_RETRY_MS when the browser thinks it is
 * online; a conflict waits for the person's choice; saves never overlap.
 */
export function* autosave(blogId: string): SagaIterator {
  let rested = true; // edits restored from the device go at once
  let retries = 0;
  for (;;) {
    const editor: EditorState = yield select(selectEditor);
    if (editor.save !== 'offline') retries = 0;
    if (!isDirty(editor) || editor.save === 'conflict' || editor.save === 'error') {
      yield take([...EDIT_TYPES, conflictKeptMine.type, saveRetried.type]);
      rested = false;
      continue;
    }
    if (editor.save === 'offline') {
      const wait = OFFLINE_RETRY_MS[Math.min(retries, OFFLINE_RETRY_MS.length - 1)]!;
      const { due } = yield race({
        back: take([editorOnline.type, saveRetried.type]),
        due: delay(wait),
      });
      if (due) {
        retries += 1;
        // A browser that knows it is offline says when it is back (`online`).
        if (!browserOffline()) yield call(saveDraft, blogId);
        continue;
      }
      rested = true;
      continue;
    }
    if (!rested) {
      const { edit } = yield race({ due: delay(AUTOSAVE_MS), edit: take(EDIT_TYPES) });
      if (edit) continue;
    }
    yield call(saveDraft, blogId);
    rested = false;
  }
}

/** Keeps the device's copy in step: written while edits are unsaved, dropped once saved. */
function* keepLocally(): SagaIterator {
  const editor: EditorState = yield select(selectEditor);
  if (editor.load !== 'loaded' || !editor.blog_id || !editor.base) return;
  if (isDirty(editor)) yield call(writeLocalDraft, editor.blog_id, editor.base, editor.draft);
  else yield call(forgetLocalDraft, editor.blog_id);
}

/** One opening of the editor: the post loaded (with any edits kept here), then the autosave. */
function* editorSession({ payload }: ReturnType<typeof editorOpened>): SagaIterator {
  const blogId = payload.blog_id;
  const local = yield call(readLocalDraft, blogId);
  let blog: ManagedBlog;
  try {
    blog = yield call(request, 'managedBlog', { params: { blog_id: blogId } });
  } catch (error) {
    yield put(editorLoadFailed({ status: toNotice(error, SAVE_FAIL, 'managedBlog').status }));
    return;
  }
  yield put(editorLoaded({ blog, local }));
  yield race({ session: call(autosave, blogId), closed: take(editorClosed.type) });
}

const KEPT_AFTER = [
  ...EDIT_TYPES,
  saveSucceeded.type,
  conflictKeptMine.type,
  conflictTookTheirs.type,
  editorLoaded.type,
];

/** The blog editor's sagas (docs/behaviour.md#the-blog-editor). */
export function* editorSaga(): SagaIterator {
  yield takeLatest(editorOpened.type, editorSession);
  yield takeEvery(KEPT_AFTER, keepLocally);
}
