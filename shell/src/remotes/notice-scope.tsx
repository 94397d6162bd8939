import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { NoticeToasts } from 'shared-ui';

/**
 * Which notices the screen on show takes as toasts (a remote route's `noticeIds`), or
 * undefined for all. Set by the route, read by the shell's one toast host.
 */
export interface NoticeScopeStore {
  get(): readonly string[] | undefined;
  set(ids: readonly string[] | undefined): void;
  subscribe(listener: () => void): () => void;
}

export function createNoticeScope(): NoticeScopeStore {
  let ids: readonly string[] | undefined;
  const listeners = new Set<() => void>();
  return {
    get: () => ids,
    set(next) {
      if (next === ids) return;
      ids = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const ScopeContext = createContext<NoticeScopeStore>(createNoticeScope());

export function NoticeScopeProvider({
  scope,
  children,
}: {
  scope: NoticeScopeStore;
  children: ReactNode;
}) {
  return <ScopeContext.Provider value={scope}>{children}</ScopeContext.Provider>;
}

export const useNoticeScope = () => useContext(ScopeContext);

/**
 * The shell's toasts, limited to the notices of the screen on show and the shell's own
 * (`shellIds`, shown on any screen).
 */
const noScope = () => undefined;

export function ScopedNoticeToasts({ shellIds = [] }: { shellIds?: readonly string[] }) {
  const scope = useNoticeScope();
  // Nothing is scoped before the first page mounts, on the server as in the browser.
  const ids = useSyncExternalStore(scope.subscribe, scope.get, noScope);
  const shown = useMemo(() => (ids ? [...ids, ...shellIds] : undefined), [ids, shellIds]);
  return <NoticeToasts ids={shown} />;
}
