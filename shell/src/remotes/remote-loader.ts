import type { RemoteModule, RemoteName, SiteLocale, StoreKit } from 'shared-data';
import type { Messages } from 'shared-ui';
import type { ReportOutcome } from './release-beacon';

export type RemoteState =
  | { status: 'loading' }
  | { status: 'ready'; module: RemoteModule; messages: Messages }
  | { status: 'failed'; error: unknown };

/**
 * Loads each remote once, on the first visit to one of its routes, and injects its reducers
 * and saga into the store before anything of it renders. A failed remote stays failed (its
 * routes show a fallback) until someone asks for a retry; other remotes are not affected.
 * Its first page rendering, and each failure to load or render, go to `report` (the release
 * beacon): one event per remote and visit when all is well.
 */
export class RemoteLoader {
  private readonly states = new Map<RemoteName, RemoteState>();
  private readonly listeners = new Set<() => void>();
  private readonly failures = new Set<RemoteName>();
  private readonly rendered = new Set<RemoteName>();

  constructor(
    private readonly kit: Pick<StoreKit, 'injectRemote'>,
    private readonly load: (remote: RemoteName) => Promise<RemoteModule>,
    private readonly report: ReportOutcome = () => undefined,
    /** The page's language: a remote is ready once its messages in it are here too. */
    private readonly locale: SiteLocale = 'en',
  ) {}

  /** The remotes that failed to load or to render during this visit. */
  failed(): RemoteName[] {
    return [...this.failures];
  }

  /** A remote's page rendered: the first time in this visit, that is its load reported. */
  renderedOnce(remote: RemoteName): void {
    if (this.rendered.has(remote)) return;
    this.rendered.add(remote);
    this.report(remote, 'loaded');
  }

  /** A remote's page threw while rendering (its error boundary caught it). */
  renderFailed(remote: RemoteName): void {
    this.failures.add(remote);
    this.report(remote, 'failed');
  }

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
    this.load(remote)
      .then(async (module) => {
        // Its catalogue first: a page must not render, nor hydrate, in the wrong language.
        const messages = (await module.messages?.(this.locale)) ?? {};
        // Throws in development when the remote's store keys are wrong (a failed load then).
        this.kit.injectRemote(remote, module);
        return { module, messages };
      })
      .then(
        ({ module, messages }) => this.set(remote, { status: 'ready', module, messages }),
        (error: unknown) => {
          console.error(error);
          this.failures.add(remote);
          this.report(remote, 'failed');
          this.set(remote, { status: 'failed', error });
        },
      );
  }

  /** Loads a remote as ensure does, and answers its state once it is ready or has failed. */
  ready(remote: RemoteName): Promise<RemoteState> {
    this.ensure(remote);
    return new Promise((resolve) => {
      const check = () => {
        const state = this.states.get(remote);
        if (state?.status !== 'loading') {
          unsubscribe();
          resolve(state as RemoteState);
        }
      };
      const unsubscribe = this.subscribe(check);
      check();
    });
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
