import { useContext, useEffect, useRef, useState } from 'react';
import { IntlContext, type IntlShape } from 'react-intl';
import { useSelector } from 'react-redux';
import { selectErrorNotice, selectSuccessNotice, type Notice } from 'shared-data';
import { useSiteLocale } from '../i18n';
import { noticeText } from './notice-texts';

/**
 * Toasts hide after 3000 ms (the library's default is 5000):
 * docs/behaviour.md#constants-and-limits.
 */
export const TOAST_AUTO_CLOSE_MS = 3000;

type Toastify = typeof import('react-toastify');
type Kind = 'error' | 'success';

/**
 * Shows the store's notices as toasts: errors red, successes green. The toast library is
 * fetched only when the first notice arrives, so a page that never shows one never loads it.
 * `ids` limits the toasts to the notices of one screen (docs/behaviour.md#account-screens).
 */
export function NoticeToasts({ ids }: { ids?: readonly string[] }) {
  const error = useSelector(selectErrorNotice);
  const success = useSelector(selectSuccessNotice);
  const [toastify, setToastify] = useState<Toastify | null>(null);
  const [pending, setPending] = useState<{ kind: Kind; message: string }[]>([]);
  // Each notice object is shown once, however often this re-renders (a new `ids` array each
  // render, say): the store makes a new object for every new notice.
  const shown = useRef(new WeakSet<Notice>());
  // A page in another language words the notices a visitor meets in it (notice-texts.ts).
  // Outside any provider (a remote's own test host) the context is null, whatever its type says.
  const intl = useContext(IntlContext) as IntlShape | null;
  const english = useSiteLocale() === 'en';

  useEffect(() => {
    const next: { kind: Kind; message: string }[] = [];
    for (const [kind, notice] of [
      ['error', error],
      ['success', success],
    ] as const) {
      if (!notice || shown.current.has(notice) || (ids && !ids.includes(notice.id))) continue;
      shown.current.add(notice);
      next.push({ kind, message: english || !intl ? notice.msg : noticeText(intl, notice.msg) });
    }
    if (next.length === 0) return;
    setPending((queue) => [...queue, ...next]);
    import('react-toastify').then(
      (module) => setToastify(() => module),
      (cause: unknown) => console.error('Toasts could not be loaded', cause),
    );
  }, [error, success, ids, intl, english]);

  // Emitted once the container is mounted, so no toast is dropped.
  useEffect(() => {
    if (!toastify || pending.length === 0) return;
    for (const { kind, message } of pending) {
      toastify.toast[kind](message, { autoClose: TOAST_AUTO_CLOSE_MS });
    }
    setPending([]);
  }, [toastify, pending]);

  if (!toastify) return null;
  const { ToastContainer } = toastify;
  return <ToastContainer position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} newestOnTop />;
}
