import type { Session } from '../auth/auth.slice';

/** What the client tells the session about: a token renewed after a 401, or a session lost. */
export type SessionEvent = { type: 'refreshed'; session: Session } | { type: 'expired' };

const listeners = new Set<(event: SessionEvent) => void>();

/** Subscribes to the client's session events; answers the unsubscribe. */
export function onSessionEvent(listener: (event: SessionEvent) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitSessionEvent(event: SessionEvent): void {
  for (const listener of listeners) listener(event);
}

const ENDED = new WeakSet<object>();

/** Marks a call's error as one that ended the session (its refresh was refused). */
export function markSessionEnded(error: unknown): void {
  if (typeof error === 'object' && error !== null) ENDED.add(error);
}

/**
 * Whether a call failed because the session could not be renewed: the person is told once
 * (the session's own notice), not again by every call that was refused with it.
 */
export function endedSession(error: unknown): boolean {
  return typeof error === 'object' && error !== null && ENDED.has(error);
}
