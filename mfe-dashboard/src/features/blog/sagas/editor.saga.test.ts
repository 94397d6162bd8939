/** @jest-environment node */
import { runSaga, stdChannel } from 'redux-saga';
import { configureClient, type ManagedBlog, type UnknownAction } from 'shared-data';
import { gate, setupTestApi, type ApiRequest } from 'shared-data/testing/test-api';
import { testBlog, testParagraph } from '../../../app/testing/test-blogs';
import {
  conflictKeptMine,
  editorClosed,
  editorLoaded,
  editorOnline,
  editorOpened,
  editorReducer,
  saveConflict,
  saveOffline,
  saveStarted,
  saveSucceeded,
  titleChanged,
  type EditorState,
} from '../store/editor.slice';
import { AUTOSAVE_MS, editorSaga, OFFLINE_RETRY_MS } from './editor.saga';

/**
 * The editor saga run against its own reducer, as the dashboard's store runs it: every action
 * it puts (and every edit the test makes) goes through the reducer and back into the saga.
 * The network is a real loopback API; only the autosave's pause runs on fake timers.
 */
function runEditor() {
  let editor: EditorState = editorReducer(undefined, { type: '@@init' });
  const seen: UnknownAction[] = [];
  const waiting: { match: (action: UnknownAction) => boolean; done: () => void }[] = [];
  const channel = stdChannel<UnknownAction>();
  const dispatch = (action: UnknownAction) => {
    editor = editorReducer(editor, action);
    seen.push(action);
    for (const wait of [...waiting]) {
      if (wait.match(action)) {
        waiting.splice(waiting.indexOf(wait), 1);
        wait.done();
      }
    }
    channel.put(action);
  };
  const task = runSaga(
    { channel, dispatch, getState: () => ({ dashboardBlogs: { editor } }) },
    editorSaga,
  );
  return {
    dispatch,
    editor: () => editor,
    /** The types of the actions seen so far, edits included. */
    types: () => seen.map((action) => action.type),
    seen,
    /** Resolves at the `count`-th action of this type (counting those seen already). */
    next(type: string, count = 1): Promise<void> {
      const matching = () => seen.filter((action) => action.type === type).length;
      if (matching() >= count) return Promise.resolve();
      return new Promise((done) => {
        waiting.push({ match: (action) => action.type === type && matching() >= count, done });
      });
    },
    stop() {
      dispatch(editorClosed());
      task.cancel();
    },
  };
}

type Running = ReturnType<typeof runEditor>;

const fieldOf = (request: ApiRequest | undefined, name: string) =>
  new RegExp(`name="${name}"\\r\\n\\r\\n(.*)\\r\\n`).exec(request?.body ?? '')?.[1];

describe('the blog editor saga (autosave)', () => {
  const api = setupTestApi();
  beforeAll(() => configureClient({ apiBase: api.base, getAccessToken: () => 'staff-token' }));

  const DRAFT = testBlog({
    blog_id: 'b1',
    title: 'Tick season',
    status: 'draft',
    published_at: null,
    updatedAt: '2026-01-05T08:00:00.000Z',
    paragraphs: [testParagraph({ paragraph_id: 'p1', content: 'Spray weekly.' })],
  });
  /** The post as PUT blog/b1/blocks answers it: the title sent, under a new stamp. */
  const saved = (request: ApiRequest, updatedAt: string) => ({
    status: 200,
    body: { ...DRAFT, title: fieldOf(request, 'title') ?? '', updatedAt } satisfies ManagedBlog,
  });

  let editor: Running;
  /** Opens the post and waits until it is loaded; the pause after typing is fake from here. */
  async function open() {
    editor = runEditor();
    editor.dispatch(editorOpened({ blog_id: 'b1' }));
    await editor.next(editorLoaded.type);
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  }
  /** Lets the fake clock run `ms` (and the saga see it). */
  const rest = (ms: number) => jest.advanceTimersByTimeAsync(ms);

  /**
   * Waits for `promise` while the fake clock stands still: the loopback answer needs the event
   * loop's I/O turns, which setImmediate (left real) gives. Bounded in turns, not in time.
   */
  async function answered(promise: Promise<void>) {
    let done = false;
    void promise.then(() => (done = true));
    for (let turns = 0; !done; turns += 1) {
      if (turns > 100_000) throw new Error('no answer from the loopback API');
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  afterEach(() => {
    editor?.stop();
    jest.useRealTimers();
  });

  it('sends the edits once typing rests for AUTOSAVE_MS, restarting the pause on each edit', async () => {
    api.answer = (request) =>
      request.method === 'GET'
        ? { status: 200, body: DRAFT }
        : saved(request, '2026-01-05T09:00:00.000Z');
    await open();
    expect(editor.editor().save).toBe('saved');

    editor.dispatch(titleChanged('Tick'));
    await rest(AUTOSAVE_MS - 100);
    editor.dispatch(titleChanged('Tick season 2026'));
    await rest(AUTOSAVE_MS - 100);
    // Twice almost the pause, but never a whole one without typing: nothing sent.
    expect(editor.types()).not.toContain(saveStarted.type);
    expect(editor.editor().save).toBe('pending');
    await rest(100);
    expect(editor.types()).toContain(saveStarted.type);
    jest.useRealTimers();
    await editor.next(saveSucceeded.type);

    const puts = api.to('blog/b1/blocks');
    expect(puts).toHaveLength(1);
    expect(puts[0]?.method).toBe('PUT');
    expect(fieldOf(puts[0], 'title')).toBe('Tick season 2026');
    expect(fieldOf(puts[0], 'base_updated_at')).toBe('2026-01-05T08:00:00.000Z');
    expect(editor.editor()).toMatchObject({
      save: 'saved',
      base: '2026-01-05T09:00:00.000Z',
      revision: 2,
      saved_revision: 2,
    });
  });

  it('never sends two saves at once: edits made during a save go in the next, from its stamp', async () => {
    const held = gate();
    let stamp = 0;
    api.answer = async (request) => {
      if (request.method === 'GET') return { status: 200, body: DRAFT };
      stamp += 1;
      if (stamp === 1) await held.promise;
      return saved(request, `2026-01-05T${String(8 + stamp).padStart(2, '0')}:00:00.000Z`);
    };
    await open();
    editor.dispatch(titleChanged('First'));
    await rest(AUTOSAVE_MS);
    expect(editor.editor().save).toBe('saving');
    // Typing goes on while the first save waits for its answer.
    editor.dispatch(titleChanged('Second'));
    await rest(AUTOSAVE_MS * 3);
    // Every save begins with saveStarted: still one, the first still on its way.
    expect(editor.types().filter((type) => type === saveStarted.type)).toHaveLength(1);
    expect(editor.editor().save).toBe('saving');

    held.open();
    await answered(editor.next(saveSucceeded.type));
    // The first answer covers the first edit only: the second is still to save, after a pause.
    expect(editor.editor()).toMatchObject({ save: 'pending', saved_revision: 1, revision: 2 });
    await rest(AUTOSAVE_MS);
    await answered(editor.next(saveSucceeded.type, 2));
    const puts = api.to('blog/b1/blocks');
    expect(puts.map((put) => fieldOf(put, 'title'))).toEqual(['First', 'Second']);
    expect(fieldOf(puts[1], 'base_updated_at')).toBe('2026-01-05T09:00:00.000Z');
    expect(editor.editor()).toMatchObject({ save: 'saved', base: '2026-01-05T10:00:00.000Z' });
  });

  it('on a 409 fetches the post as it is now, waits for the choice, then saves over it', async () => {
    const THEIRS = { ...DRAFT, title: 'Changed by Amina', updatedAt: '2026-01-05T08:30:00.000Z' };
    let conflicted = false;
    api.answer = (request) => {
      if (request.method === 'GET') return { status: 200, body: conflicted ? THEIRS : DRAFT };
      if (fieldOf(request, 'base_updated_at') !== THEIRS.updatedAt) {
        conflicted = true;
        return {
          status: 409,
          body: { status: 409, msg: 'This post was changed elsewhere since this edit began' },
        };
      }
      return saved(request, '2026-01-05T09:00:00.000Z');
    };
    await open();
    editor.dispatch(titleChanged('Mine'));
    await rest(AUTOSAVE_MS);
    jest.useRealTimers();
    await editor.next(saveConflict.type);
    expect(editor.seen.find((action) => saveConflict.match(action))?.payload).toEqual({
      theirs: THEIRS,
    });
    expect(editor.editor()).toMatchObject({ save: 'conflict', theirs: THEIRS });
    expect(editor.editor().draft.title).toBe('Mine');

    // Further typing does not send anything while the person has not chosen.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    editor.dispatch(titleChanged('Mine, still'));
    await rest(AUTOSAVE_MS * 3);
    expect(api.to('blog/b1/blocks')).toHaveLength(1);

    editor.dispatch(conflictKeptMine());
    await rest(AUTOSAVE_MS);
    jest.useRealTimers();
    await editor.next(saveSucceeded.type);
    const puts = api.to('blog/b1/blocks');
    expect(puts).toHaveLength(2);
    expect(fieldOf(puts[1], 'title')).toBe('Mine, still');
    expect(fieldOf(puts[1], 'base_updated_at')).toBe(THEIRS.updatedAt);
    expect(editor.editor()).toMatchObject({ save: 'saved', theirs: null });
  });

  it('keeps the edits while nothing answers and sends the latest at once when back online', async () => {
    let reachable = true;
    api.answer = (request) => {
      if (request.method === 'GET') return { status: 200, body: DRAFT };
      return reachable ? saved(request, '2026-01-05T09:00:00.000Z') : 'drop';
    };
    await open();
    reachable = false;
    editor.dispatch(titleChanged('On the bus'));
    await rest(AUTOSAVE_MS);
    jest.useRealTimers();
    await editor.next(saveOffline.type);
    expect(editor.editor().save).toBe('offline');

    // Typing offline neither sends nor leaves the offline state.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    editor.dispatch(titleChanged('On the bus, later'));
    // (Short of the first unasked try, OFFLINE_RETRY_MS[0]: that has its own test.)
    await rest(OFFLINE_RETRY_MS[0]! - 100);
    expect(editor.types().filter((type) => type === saveStarted.type)).toHaveLength(1);
    expect(api.to('blog/b1/blocks')).toHaveLength(1);
    expect(editor.editor().save).toBe('offline');

    // Back online: sent without waiting for another pause.
    reachable = true;
    editor.dispatch(editorOnline());
    jest.useRealTimers();
    await editor.next(saveSucceeded.type);
    const puts = api.to('blog/b1/blocks');
    expect(puts).toHaveLength(2);
    expect(fieldOf(puts[1], 'title')).toBe('On the bus, later');
    expect(fieldOf(puts[1], 'base_updated_at')).toBe('2026-01-05T08:00:00.000Z');
    expect(editor.editor()).toMatchObject({ save: 'saved', revision: 2, saved_revision: 2 });
  });

  it('tries again unasked, less and less often, when nothing answers and no online event comes', async () => {
    let reachable = true;
    api.answer = (request) => {
      if (request.method === 'GET') return { status: 200, body: DRAFT };
      return reachable ? saved(request, '2026-01-05T09:00:00.000Z') : 'drop';
    };
    const tries = () => editor.types().filter((type) => type === saveStarted.type).length;
    const [first, second] = OFFLINE_RETRY_MS as [number, number];
    await open();
    reachable = false;
    editor.dispatch(titleChanged('Behind a dead line'));
    await rest(AUTOSAVE_MS);
    await answered(editor.next(saveOffline.type));
    expect(tries()).toBe(1);

    await rest(first - 100);
    expect(tries()).toBe(1);
    await rest(100);
    expect(tries()).toBe(2);
    await answered(editor.next(saveOffline.type, 2));
    // The next try waits longer.
    await rest(second - 100);
    expect(tries()).toBe(2);

    reachable = true;
    await rest(100);
    expect(tries()).toBe(3);
    await answered(editor.next(saveSucceeded.type));
    expect(editor.editor()).toMatchObject({ save: 'saved', saved_revision: 1 });
    expect(fieldOf(api.to('blog/b1/blocks')[2], 'title')).toBe('Behind a dead line');
  });
});
