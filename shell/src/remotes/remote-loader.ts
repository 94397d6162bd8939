import type { RemoteModule, RemoteName, StoreKit } from 'shared-data';

export type RemoteState =
  | { status: 'loading' }
  | { status: 'ready'; module: RemoteModule }
  | { status: 'failed'; error: unknown };

/**
 * Loads each remote once, on the first visit to one of its routes, and injects its reducers
 * and saga into the store before anything of it renders. A failed remote stays failed (its
 * routes show a fallback) until someone asks for a retry; other remotes are not affected.
 */
export class RemoteLoader {
  private readonly states = new Map<RemoteName, RemoteState>();
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly kit: Pick<StoreKit, 'injectRemote'>,
    private readonly load: (remote: RemoteName) => Promise<RemoteModule>,
  ) {}

  state(remote: RemoteName): RemoteState | undefined {
    return this.states.get(remote);
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  ensure(remote: RemoteName): void {
    const current = this.states.get(remote);
    if (current && current.status !== 'failed') return;
    this.set(remote, { status: 'loading' });
    this.load(remote).then(
      (module) => {
        this.kit.injectRemote(remote, module);
        this.set(remote, { status: 'ready', module });
      },
      (error: unknown) => {
        console.error(error);
        this.set(remote, { status: 'failed', error });
      },
    );
  }

  retry(remote: RemoteName): void {
    if (this.states.get(remote)?.status === 'failed') this.states.delete(remote);
    this.ensure(remote);
  }

  private set(remote: RemoteName, state: RemoteState): void {
    this.states.set(remote, state);
    for (const listener of this.listeners) listener();
  }
}
