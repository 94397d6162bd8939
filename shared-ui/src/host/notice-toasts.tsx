import { useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { selectErrorNotice, selectSuccessNotice, type Notice } from 'shared-data';

/** SPEC §9: toasts hide after 3000 ms (the library's default is 5000). */
export const TOAST_AUTO_CLOSE_MS = 3000;

type Toastify = typeof import('react-toastify');
type Kind = 'error' | 'success';

/**
 * Shows the store's notices as toasts: errors red, successes green. The toast library is
 * fetched only when the first notice arrives, so a page that never shows one never loads it.
 * `ids` limits the toasts to the notices of one screen (SPEC §2.11).
 */
export function NoticeToasts({ ids }: { ids?: readonly string[] }) {
  const error = useSelector(selectErrorNotice);
  const success = useSelector(selectSuccessNotice);
  const [toastify, setToastify] = useState<Toastify | null>(null);
  const [pending, setPending] = useState<{ kind: Kind; notice: Notice }[]>([]);

  useEffect(() => {
    const shown = (notice: Notice | null) => notice && (!ids || ids.includes(notice.id));
    const next: { kind: Kind; notice: Notice }[] = [];
    if (shown(error) && error) next.push({ kind: 'error', notice: error });
    if (shown(success) && success) next.push({ kind: 'success', notice: success });
    if (next.length === 0) return;
    setPending((queue) => [...queue, ...next]);
    let cancelled = false;
    import('react-toastify').then(
      (module) => !cancelled && setToastify(() => module),
      (cause: unknown) => console.error('Toasts could not be loaded', cause),
    );
    return () => {
      cancelled = true;
    };
  }, [error, success, ids]);

  // Emitted once the container is mounted, so no toast is dropped.
  useEffect(() => {
    if (!toastify || pending.length === 0) return;
    for (const { kind, notice } of pending) {
      toastify.toast[kind](notice.msg, { autoClose: TOAST_AUTO_CLOSE_MS });
    }
    setPending([]);
  }, [toastify, pending]);

  if (!toastify) return null;
  const { ToastContainer } = toastify;
  return <ToastContainer position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} newestOnTop />;
}
