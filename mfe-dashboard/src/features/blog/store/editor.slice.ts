import { createAction, type ManagedBlog, type Paragraph, type UnknownAction } from 'shared-data';
import {
  creatingBlog,
  discardingChanges,
  publishingBlog,
  restoringRevision,
  settingBlogStatus,
} from './blog-operations';

export type ContentType = Paragraph['content_type'];

/** One block as the editor holds it; `key` names it on this page, `id` on the server. */
export interface EditorBlock {
  key: string;
  /** Its paragraph_id once the server has it. */
  id?: string;
  content_type: ContentType;
  content: string;
  /** Its Kiswahili text ('' for none). */
  content_sw: string;
  /** Keep the image the server has (`imageUrl`), none, or send `file`. */
  image: 'keep' | 'none' | 'new';
  imageUrl: string | null;
  /** A new image, kept in memory until it is sent (files do not go to localStorage). */
  file?: File;
}

export interface EditorDraft {
  title: string;
  /** The Kiswahili title ('' for none). */
  title_sw: string;
  blocks: EditorBlock[];
  /** A new cover, until it is sent; the cover on show otherwise is `coverUrl`. */
  cover: File | null;
  coverUrl: string | null;
}

/** The draft kept on the device (localStorage) until the server has it. */
export interface LocalDraft {
  /** The post's updatedAt the edits began from. */
  base: string;
  title: string;
  /** Absent in drafts kept before posts had Kiswahili: the post's own is taken then. */
  title_sw?: string;
  blocks: (Omit<EditorBlock, 'file' | 'content_sw'> & { content_sw?: string })[];
}

/**
 * Where the autosave stands: everything saved, changes waiting for the pause after typing, on
 * their way, kept on the device while offline, refused because the post changed elsewhere, or
 * refused for another reason (`error`).
 */
export type SaveStatus = 'saved' | 'pending' | 'saving' | 'offline' | 'conflict' | 'error';

export interface EditorState {
  blog_id: string | null;
  load: 'idle' | 'loading' | 'loaded' | 'missing' | 'failed';
  /** The post as the server last answered it. */
  server: ManagedBlog | null;
  draft: EditorDraft;
  /** The updatedAt the next save names (the server refuses it once the post moved on). */
  base: string | null;
  /** Counts edits; saved when `saved_revision` caught up. */
  revision: number;
  saved_revision: number;
  save: SaveStatus;
  error: string | null;
  /** In a conflict: the post as it is on the server now. */
  theirs: ManagedBlog | null;
  /** Edits found on this device when the post opened. */
  restored: boolean;
  /** The last post Add Blog created, for the page to open it in the editor. */
  created: string | null;
}

const EMPTY_DRAFT: EditorDraft = {
  title: '',
  title_sw: '',
  blocks: [],
  cover: null,
  coverUrl: null,
};

export const INITIAL_EDITOR: EditorState = {
  blog_id: null,
  load: 'idle',
  server: null,
  draft: EMPTY_DRAFT,
  base: null,
  revision: 0,
  saved_revision: 0,
  save: 'saved',
  error: null,
  theirs: null,
  restored: false,
  created: null,
};

// The editor's lifecycle.
export const editorOpened = createAction<{ blog_id: string }>('blogEditor/opened');
export const editorClosed = createAction('blogEditor/closed');
export const editorLoaded = createAction<{ blog: ManagedBlog; local: LocalDraft | null }>(
  'blogEditor/loaded',
);
export const editorLoadFailed = createAction<{ status: number }>('blogEditor/loadFailed');

// Edits: each one is a new revision to save.
export const titleChanged = createAction<string>('blogEditor/titleChanged');
export const titleSwChanged = createAction<string>('blogEditor/titleSwChanged');
export const coverChosen = createAction<File>('blogEditor/coverChosen');
export const blockAdded = createAction<{ key: string; content_type: ContentType }>(
  'blogEditor/blockAdded',
);
export const blockChanged = createAction<{
  key: string;
  content?: string;
  content_sw?: string;
  content_type?: ContentType;
}>('blogEditor/blockChanged');
/** A block's new image, or none (null). */
export const blockImageChosen = createAction<{ key: string; file: File | null }>(
  'blogEditor/blockImageChosen',
);
export const blockRemoved = createAction<{ key: string }>('blogEditor/blockRemoved');
/** A removed block put back where it was (Undo). */
export const blockRestored = createAction<{ block: EditorBlock; index: number }>(
  'blogEditor/blockRestored',
);
export const blockMoved = createAction<{ key: string; to: number }>('blogEditor/blockMoved');

export const EDITS = [
  titleChanged,
  titleSwChanged,
  coverChosen,
  blockAdded,
  blockChanged,
  blockImageChosen,
  blockRemoved,
  blockRestored,
  blockMoved,
];
export const EDIT_TYPES = EDITS.map((edit) => edit.type);

// The autosave.
export const saveStarted = createAction<{ revision: number }>('blogEditor/saveStarted');
export const saveSucceeded = createAction<{
  blog: ManagedBlog;
  revision: number;
  /** The keys of the blocks sent, in order: the answer's paragraphs name their ids. */
  keys: string[];
  /** The files sent, by block key, and the cover sent. */
  files: Record<string, File>;
  cover: File | null;
}>('blogEditor/saveSucceeded');
export const saveOffline = createAction('blogEditor/saveOffline');
export const saveConflict = createAction<{ theirs: ManagedBlog }>('blogEditor/saveConflict');
export const saveFailed = createAction<{ msg: string }>('blogEditor/saveFailed');
/** The browser is back online (its `online` event). */
export const editorOnline = createAction('blogEditor/online');
/** 'Try again' after a refusal or while offline. */
export const saveRetried = createAction('blogEditor/saveRetried');
export const conflictKeptMine = createAction('blogEditor/conflictKeptMine');
export const conflictTookTheirs = createAction('blogEditor/conflictTookTheirs');

/** The text the editor works on: a published post's pending version, else the post itself. */
export function workingVersion(blog: ManagedBlog) {
  const version = blog.status === 'published' && blog.pending ? blog.pending : blog;
  return {
    title: version.title,
    title_sw: version.title_sw ?? null,
    image: version.image,
    paragraphs: version.paragraphs,
  };
}

let nextKey = 0;
/** A key for a block new on this page (unique within the page's life). */
export const newBlockKey = () => `new-${Date.now().toString(36)}-${(nextKey++).toString(36)}`;

function draftOf(blog: ManagedBlog): EditorDraft {
  const version = workingVersion(blog);
  return {
    title: version.title,
    title_sw: version.title_sw ?? '',
    cover: null,
    coverUrl: version.image,
    blocks: version.paragraphs.map((paragraph) => ({
      key: paragraph.paragraph_id,
      id: paragraph.paragraph_id,
      content_type: paragraph.content_type,
      content: paragraph.content ?? '',
      content_sw: paragraph.content_sw ?? '',
      image: paragraph.image ? 'keep' : 'none',
      imageUrl: paragraph.image,
    })),
  };
}

function draftFromLocal(local: LocalDraft, blog: ManagedBlog): EditorDraft {
  const version = workingVersion(blog);
  // A draft kept before posts had Kiswahili has none of it: the post's own stays.
  const swahiliOf = (id: string | undefined) =>
    version.paragraphs.find((paragraph) => paragraph.paragraph_id === id)?.content_sw ?? '';
  return {
    title: local.title,
    title_sw: local.title_sw ?? version.title_sw ?? '',
    cover: null,
    coverUrl: version.image,
    blocks: local.blocks.map((kept) => {
      const block = { ...kept, content_sw: kept.content_sw ?? swahiliOf(kept.id) };
      // A picture chosen before the page closed was not kept: the block keeps none.
      return block.image === 'new' ? { ...block, image: 'none', imageUrl: null } : block;
    }),
  };
}

export const isDirty = (state: EditorState) => state.revision !== state.saved_revision;

function edited(state: EditorState, draft: EditorDraft): EditorState {
  const waiting = state.save === 'offline' || state.save === 'conflict' || state.save === 'saving';
  return {
    ...state,
    draft,
    revision: state.revision + 1,
    save: waiting ? state.save : 'pending',
  };
}

function mapBlocks(state: EditorState, key: string, change: (block: EditorBlock) => EditorBlock) {
  return state.draft.blocks.map((block) => (block.key === key ? change(block) : block));
}

function withoutFile(block: EditorBlock): EditorBlock {
  const rest = { ...block };
  delete rest.file;
  return rest;
}

function applyEdit(state: EditorState, action: UnknownAction): EditorState {
  const { draft } = state;
  if (titleChanged.match(action)) return edited(state, { ...draft, title: action.payload });
  if (titleSwChanged.match(action)) return edited(state, { ...draft, title_sw: action.payload });
  if (coverChosen.match(action)) return edited(state, { ...draft, cover: action.payload });
  if (blockAdded.match(action)) {
    const block: EditorBlock = {
      key: action.payload.key,
      content_type: action.payload.content_type,
      content: '',
      content_sw: '',
      image: 'none',
      imageUrl: null,
    };
    return edited(state, { ...draft, blocks: [...draft.blocks, block] });
  }
  if (blockChanged.match(action)) {
    const { key, ...change } = action.payload;
    return edited(state, {
      ...draft,
      blocks: mapBlocks(state, key, (block) => ({ ...block, ...change })),
    });
  }
  if (blockImageChosen.match(action)) {
    const { key, file } = action.payload;
    return edited(state, {
      ...draft,
      blocks: mapBlocks(state, key, (block) => {
        const rest = withoutFile(block);
        return file ? { ...rest, image: 'new', file } : { ...rest, image: 'none', imageUrl: null };
      }),
    });
  }
  if (blockRemoved.match(action)) {
    const blocks = draft.blocks.filter((block) => block.key !== action.payload.key);
    return edited(state, { ...draft, blocks });
  }
  if (blockRestored.match(action)) {
    const blocks = [...draft.blocks];
    blocks.splice(Math.min(action.payload.index, blocks.length), 0, action.payload.block);
    return edited(state, { ...draft, blocks });
  }
  if (blockMoved.match(action)) {
    const from = draft.blocks.findIndex((block) => block.key === action.payload.key);
    if (from < 0) return state;
    const to = Math.max(0, Math.min(action.payload.to, draft.blocks.length - 1));
    if (to === from) return state;
    const blocks = [...draft.blocks];
    const [moved] = blocks.splice(from, 1);
    blocks.splice(to, 0, moved!);
    return edited(state, { ...draft, blocks });
  }
  return state;
}

/** What the answer of a save gives the draft: the new blocks' ids, the sent images' addresses. */
function afterSave(draft: EditorDraft, payload: ReturnType<typeof saveSucceeded>['payload']) {
  const paragraphs = workingVersion(payload.blog).paragraphs;
  const answered = new Map(payload.keys.map((key, index) => [key, paragraphs[index]]));
  const blocks = draft.blocks.map((block) => {
    const paragraph = answered.get(block.key);
    if (!paragraph) return block;
    const sentFile = payload.files[block.key];
    const imageSent = block.image === 'new' && block.file !== undefined && block.file === sentFile;
    if (!imageSent) return { ...block, id: paragraph.paragraph_id };
    const rest = withoutFile(block);
    return {
      ...rest,
      id: paragraph.paragraph_id,
      image: 'keep' as const,
      imageUrl: paragraph.image,
    };
  });
  const coverSent = draft.cover !== null && draft.cover === payload.cover;
  return {
    ...draft,
    blocks,
    ...(coverSent || draft.cover === null
      ? { cover: null, coverUrl: workingVersion(payload.blog).image }
      : {}),
  };
}

/** Changes made on the editor's page from the publishing panel, answered with the post. */
const KEEP_EDITS = [publishingBlog, settingBlogStatus];
const REPLACE_TEXT = [discardingChanges, restoringRevision];

/**
 * The one post the editor has open (docs/behaviour.md#the-blog-editor): the draft, what the
 * server holds, and where the autosave stands.
 */
export function editorReducer(
  state: EditorState = INITIAL_EDITOR,
  action: UnknownAction,
): EditorState {
  if (creatingBlog.successType === action.type) {
    return { ...state, created: (action.payload as ManagedBlog).blog_id };
  }
  if (editorOpened.match(action)) {
    return { ...INITIAL_EDITOR, blog_id: action.payload.blog_id, load: 'loading' };
  }
  if (editorClosed.match(action)) return { ...INITIAL_EDITOR, created: state.created };
  if (editorLoaded.match(action)) {
    const { blog, local } = action.payload;
    const base = { ...state, load: 'loaded' as const, server: blog, base: blog.updatedAt };
    if (!local) return { ...base, draft: draftOf(blog), save: 'saved' };
    const draft = draftFromLocal(local, blog);
    // Edits kept on this device: sent as they are when the post did not change since, else
    // the person chooses between them and the post as it is now.
    if (local.base === blog.updatedAt) {
      return { ...base, draft, restored: true, revision: 1, save: 'pending' };
    }
    return {
      ...base,
      base: local.base,
      draft,
      restored: true,
      revision: 1,
      save: 'conflict',
      theirs: blog,
    };
  }
  if (editorLoadFailed.match(action)) {
    return { ...state, load: action.payload.status === 404 ? 'missing' : 'failed' };
  }
  if (state.load !== 'loaded') return state;
  if (EDIT_TYPES.includes(action.type)) return applyEdit(state, action);
  if (saveStarted.match(action)) return { ...state, save: 'saving', error: null };
  if (saveSucceeded.match(action)) {
    const { blog, revision } = action.payload;
    const next = {
      ...state,
      server: blog,
      base: blog.updatedAt,
      draft: afterSave(state.draft, action.payload),
      saved_revision: revision,
    };
    return { ...next, save: isDirty(next) ? 'pending' : 'saved' };
  }
  if (saveOffline.match(action)) return { ...state, save: 'offline' };
  if (saveFailed.match(action)) return { ...state, save: 'error', error: action.payload.msg };
  if (saveConflict.match(action)) {
    return { ...state, save: 'conflict', theirs: action.payload.theirs };
  }
  if (conflictKeptMine.match(action) && state.theirs) {
    // Mine goes over the post as it is now: saved next, from its current stamp.
    return {
      ...state,
      server: state.theirs,
      base: state.theirs.updatedAt,
      theirs: null,
      revision: state.revision + 1,
      save: 'pending',
    };
  }
  if (conflictTookTheirs.match(action) && state.theirs) {
    return {
      ...state,
      server: state.theirs,
      base: state.theirs.updatedAt,
      draft: draftOf(state.theirs),
      theirs: null,
      saved_revision: state.revision,
      save: 'saved',
      restored: false,
    };
  }
  const retry = saveRetried.match(action) || editorOnline.match(action);
  if (retry && (state.save === 'error' || state.save === 'offline')) {
    return { ...state, save: 'pending', error: null };
  }
  const answeredBy = [...KEEP_EDITS, ...REPLACE_TEXT].find((op) => op.successType === action.type);
  if (answeredBy) {
    const blog = action.payload as ManagedBlog;
    if (blog.blog_id !== state.blog_id || state.save === 'conflict') return state;
    // The post moved on by this page's own action: the edits follow it.
    const replace = REPLACE_TEXT.includes(answeredBy) || !isDirty(state);
    if (!replace) return { ...state, server: blog, base: blog.updatedAt };
    return {
      ...state,
      server: blog,
      base: blog.updatedAt,
      draft: draftOf(blog),
      saved_revision: state.revision,
      save: 'saved',
    };
  }
  return state;
}

type WithEditor = { dashboardBlogs: { editor: EditorState } };
export const selectEditor = (state: WithEditor) => state.dashboardBlogs.editor;
