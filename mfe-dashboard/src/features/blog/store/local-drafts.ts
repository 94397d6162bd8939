import type { EditorDraft, LocalDraft } from './editor.slice';

/** Where a post's unsaved edits are kept on this device, one entry per post. */
export const localDraftKey = (blogId: string) => `vetportal.blog-draft.${blogId}`;

/** The edits kept for this post, if any (a broken or foreign entry counts as none). */
export function readLocalDraft(blogId: string): LocalDraft | null {
  try {
    const text = window.localStorage.getItem(localDraftKey(blogId));
    if (!text) return null;
    const draft = JSON.parse(text) as LocalDraft;
    if (typeof draft.base !== 'string' || !Array.isArray(draft.blocks)) return null;
    return draft;
  } catch {
    return null;
  }
}

/** Keeps the draft's text on this device (new pictures stay in memory only). */
export function writeLocalDraft(blogId: string, base: string, draft: EditorDraft): void {
  const kept: LocalDraft = {
    base,
    title: draft.title,
    title_sw: draft.title_sw,
    blocks: draft.blocks.map(({ file: _file, ...block }) => block),
  };
  try {
    window.localStorage.setItem(localDraftKey(blogId), JSON.stringify(kept));
  } catch {
    // Storage full or refused (private mode): the edits still live in the page.
  }
}

export function forgetLocalDraft(blogId: string): void {
  try {
    window.localStorage.removeItem(localDraftKey(blogId));
  } catch {
    // Nothing was kept.
  }
}
