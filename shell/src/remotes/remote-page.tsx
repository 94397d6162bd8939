import {
  Component,
  createContext,
  startTransition,
  useContext,
  useEffect,
  useState,
  type ReactNode,
} from 'react';
import styled from 'styled-components';
import type { RemoteName } from 'shared-data';
import {
  AppMessages,
  Button,
  defineMessages,
  LinkButton,
  NotFoundPage,
  Spinner,
  useIntl,
} from 'shared-ui';
import type { RemoteLoader } from './remote-loader';
import { useNoticeScope } from './notice-scope';

const messages = defineMessages({
  loading: { id: 'remote.loading', defaultMessage: 'Loading page' },
  failed: { id: 'remote.failed', defaultMessage: 'This part of the site could not be loaded' },
  failedHint: {
    id: 'remote.failedHint',
    defaultMessage: 'Check your connection and try again. The rest of the site keeps working.',
  },
  retry: { id: 'remote.retry', defaultMessage: 'Retry' },
  home: { id: 'remote.home', defaultMessage: 'Go Home' },
});

const LoaderContext = createContext<RemoteLoader | null>(null);
export const RemoteLoaderProvider = LoaderContext.Provider;

function useRemoteLoader(): RemoteLoader {
  const loader = useContext(LoaderContext);
  if (!loader) throw new Error('RemotePage needs a RemoteLoaderProvider');
  return loader;
}

/**
 * One route of the shell's table, rendered by the remote that owns it: a spinner while the
 * remote loads, the fallback with a Retry if it cannot, and the remote's own element, inside
 * an error boundary of its own, once it is there.
 */
export function RemotePage({ remote, path }: { remote: RemoteName; path: string }) {
  const loader = useRemoteLoader();
  const state = useRemoteState(loader, remote);
  const intl = useIntl();

  useEffect(() => loader.ensure(remote), [loader, remote]);

  if (!state || state.status === 'loading') {
    return (
      <Centered>
        <Spinner label={intl.formatMessage(messages.loading)} />
      </Centered>
    );
  }
  if (state.status === 'failed') return <RemoteFallback onRetry={() => loader.retry(remote)} />;
  const route = state.module.routes.find((candidate) => candidate.path === path);
  if (!route) return <NotFoundPage />;
  return (
    <RemoteBoundary
      key={path}
      onRendered={() => loader.renderedOnce(remote)}
      onError={() => loader.renderFailed(remote)}
    >
      <NoticeScope ids={route.noticeIds} />
      <AppMessages messages={state.messages}>{route.element}</AppMessages>
    </RemoteBoundary>
  );
}

/**
 * The loader's state of a remote. A new state is rendered as a transition: mounting a remote's
 * page is the largest render of a visit, and as a transition React splits it into short slices
 * instead of one long task that blocks input (useSyncExternalStore would render it in one go).
 */
function useRemoteState(loader: RemoteLoader, remote: RemoteName) {
  const [seen, setSeen] = useState(() => ({ remote, state: loader.state(remote) }));
  useEffect(() => {
    const update = () => startTransition(() => setSeen({ remote, state: loader.state(remote) }));
    const unsubscribe = loader.subscribe(update);
    update();
    return unsubscribe;
  }, [loader, remote]);
  // Another remote's route reuses this component: never show the previous remote's state.
  return seen.remote === remote ? seen.state : loader.state(remote);
}

/** Tells the shell's toasts which notices the screen on show takes. */
function NoticeScope({ ids }: { ids: readonly string[] | undefined }) {
  const scope = useNoticeScope();
  useEffect(() => {
    scope.set(ids);
    return () => scope.set(undefined);
  }, [scope, ids]);
  return null;
}

export function RemoteFallback({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  return (
    <Centered role="alert">
      <h1>{intl.formatMessage(messages.failed)}</h1>
      <p>{intl.formatMessage(messages.failedHint)}</p>
      <Row>
        <Button onClick={onRetry}>{intl.formatMessage(messages.retry)}</Button>
        <LinkButton to="/" variant="secondary">
          {intl.formatMessage(messages.home)}
        </LinkButton>
      </Row>
    </Centered>
  );
}

/** Keeps a remote that throws while rendering from taking the navbar and footer down with it. */
class RemoteBoundary extends Component<
  { children: ReactNode; onRendered: () => void; onError: () => void },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidMount() {
    if (!this.state.failed) this.props.onRendered();
  }

  override componentDidCatch(error: unknown) {
    console.error('A remote failed while rendering', error);
    this.props.onError();
  }

  override render() {
    if (this.state.failed)
      return <RemoteFallback onRetry={() => this.setState({ failed: false })} />;
    return this.props.children;
  }
}

const Centered = styled.div`
  min-height: 50vh;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  text-align: center;
  h1 {
    font-size: 1.5rem;
    margin: 0;
  }
`;

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
`;
