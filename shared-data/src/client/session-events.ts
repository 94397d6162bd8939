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
