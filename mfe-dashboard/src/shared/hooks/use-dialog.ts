import { useCallback, useState } from 'react';

interface DialogState<T> {
  open: boolean;
  /** Changes on every opening: used as the dialog's key, it starts with a fresh form. */
  key: number;
  /** What the dialog is about (a blog, a counter, a staff member), kept while it fades out. */
  subject: T | null;
}

/**
 * A modal's opening and closing. `subject` outlives the closing, so the title and fields hold
 * while the modal fades out; keyed by `key`, the form inside starts afresh on each opening and
 * keeps what was typed while it stays open (after a refusal, say). Without a type, `show()`
 * takes nothing.
 */
export function useDialog<T = void>() {
  const [state, setState] = useState<DialogState<T>>({ open: false, key: 0, subject: null });
  const show = useCallback(
    (subject: T) => setState((current) => ({ open: true, key: current.key + 1, subject })),
    [],
  );
  const hide = useCallback(() => setState((current) => ({ ...current, open: false })), []);
  return { ...state, show, hide };
}
