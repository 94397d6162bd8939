import { useCallback, useState } from 'react';

interface DialogState<T> {
  open: boolean;
  /** Changes on every opening: used as the dialog's key, it starts with a fresh form. */
  key: number;
  /** What the dialog is about (the blog or paragraph), kept while it fades out. */
  subject: T | null;
}

/**
 * A modal's opening and closing. Keyed by `key`, the form inside starts empty on each opening
 * and keeps what was typed while it stays open (after a refusal, say).
 */
export function useDialog<T = true>() {
  const [state, setState] = useState<DialogState<T>>({ open: false, key: 0, subject: null });
  const show = useCallback(
    (subject: T) => setState((current) => ({ open: true, key: current.key + 1, subject })),
    [],
  );
  const hide = useCallback(() => setState((current) => ({ ...current, open: false })), []);
  return { ...state, show, hide };
}
