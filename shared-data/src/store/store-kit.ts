import { combineReducers, configureStore, type Middleware, type Reducer } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Saga, type Task } from 'redux-saga';
import { authReducer, type AuthState } from '../auth/auth.slice';
import { noticesReducer } from '../notices/notices.slice';
import type { NoticesState } from '../notices/notice';
import { keepAlive } from '../saga/isolate';
import { rememberServed } from './served';
import type { RemoteModule } from '../remote-module';

/** The slices every page has; remotes add theirs with injectReducer. */
export interface SharedState {
  auth: AuthState;
  notices: NoticesState;
}

export type RootState = SharedState & Record<string, unknown>;

/**
 * A store key `owner` holds: its name, then a capital (`publicDoctors`, `blogPosts`,
 * `dashboardStaff`). Each remote's keys start with the remote's name and the host's own with
 * `shell`, so two apps of the page cannot meet in one slice. `auth` and `notices` are the store
 * kit's own (SharedState), in every store.
 */
export type StoreKey<Owner extends string> = `${Owner}${Uppercase<string>}${string}`;

/** A remote's reducers, each under one of its own keys (RemoteModule['reducers']). */
export type RemoteReducers<Owner extends string> = Record<StoreKey<Owner>, Reducer>;

/** Whether `key` is one of `owner`'s: `owner`, then an upper-case letter or a digit. */
export function isStoreKeyOf(owner: string, key: string): boolean {
  return key.startsWith(owner) && /^[A-Z0-9]/.test(key.slice(owner.length));
}

/** The owner of the host's own slices (createStoreKit's `extraReducers`). */
const HOST = 'shell';

/** Development and tests check the key rules; a production page keeps going (see below). */
const checking = () => process.env.NODE_ENV !== 'production';

/**
 * The one store of the page and the means to grow it at runtime: each remote injects its
 * reducers and root saga when it first loads. Both injections are idempotent, so loading a
 * remote twice (a retry, a second route of the same remote) changes nothing.
 *
 * `preloaded`: the state the server rendered the page with (its HTML carries it), so the page
 * shows what the server drew without asking again. A remote's slice of it is taken when the
 * remote injects its reducer.
 */
export function createStoreKit(
  extraReducers: Record<string, Reducer> = {},
  preloaded: Record<string, unknown> = {},
  /** More middleware, before the sagas' (the server's render watches the operations). */
  middleware: readonly Middleware[] = [],
) {
  const reducers: Record<string, Reducer> = {
    auth: authReducer,
    notices: noticesReducer,
  };
  /** Who put each key's reducer there (a remote, the host, the kit), and that reducer itself. */
  const holders = new Map<string, { owner: string; reducer: Reducer }>([
    ['auth', { owner: 'the store kit', reducer: authReducer }],
    ['notices', { owner: 'the store kit', reducer: noticesReducer }],
  ]);
  for (const [key, reducer] of Object.entries(extraReducers)) {
    if (checking() && !isStoreKeyOf(HOST, key)) throw new Error(misnamed(HOST, key));
    if (!claim(key, reducer, HOST)) continue;
    reducers[key] = reducer;
  }
  rememberServed(preloaded);
  const sagas = new Map<string, Task>();
  const sagaMiddleware = createSagaMiddleware();
  // The slices are only known at runtime; their owners type what they read.
  const combine = () => combineReducers(reducers) as unknown as Reducer<RootState>;
  const known = (state: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(state).filter(([key]) => key in reducers));
  const store = configureStore({
    reducer: combine(),
    preloadedState: known(preloaded) as RootState,
    // Multipart calls carry File objects through actions; the check would flag them.
    middleware: (getDefault) =>
      getDefault({ thunk: false, serializableCheck: false }).concat(...middleware, sagaMiddleware),
  });

  /**
   * Records `owner`'s `reducer` under `key`; false when the key is already held. The same
   * reducer again is a second load of its remote, and changes nothing. Another reducer under a
   * held key is a mistake (two remotes' keys met, or two versions of one): in development it
   * throws, naming both; a production page keeps the first and warns, as it always has, so one
   * wrong key does not take a page down.
   */
  function claim(key: string, reducer: Reducer, owner: string): boolean {
    const held = holders.get(key);
    if (!held) {
      holders.set(key, { owner, reducer });
      return true;
    }
    if (held.reducer !== reducer) {
      const message =
        `[store] '${key}' is already held by ${describe(held.owner, held.reducer)}; ` +
        `${describe(owner, reducer)} cannot take it`;
      if (checking()) throw new Error(message);
      console.warn(`${message}: kept the first`);
    }
    return false;
  }

  function inject(key: string, reducer: Reducer, owner: string): boolean {
    if (!claim(key, reducer, owner)) return false;
    reducers[key] = key in preloaded ? startingFrom(preloaded[key], reducer) : reducer;
    store.replaceReducer(combine());
    return true;
  }

  /** Adds a slice under `key`; answers false when that key is already there. */
  function injectReducer(key: string, reducer: Reducer): boolean {
    return inject(key, reducer, 'injectReducer');
  }

  /** Starts `saga` once under `key`, kept alive so that a crash cannot stop other flows. */
  function injectSaga(key: string, saga: Saga): boolean {
    // Once per key, even after it finished: a root saga that only spawns its flows is done
    // at once, and running it again would start every flow a second time.
    if (sagas.has(key)) return false;
    sagas.set(key, sagaMiddleware.run(keepAlive(saga, key)));
    return true;
  }

  /**
   * Adds a remote's reducers and starts its saga under `key` (the remote's name), before
   * anything of it renders. Each reducer key starts with that name (StoreKey); in development
   * a key that does not, or that another remote holds, throws.
   */
  function injectRemote(
    key: string,
    { reducers: remoteReducers, saga }: Omit<RemoteModule, 'routes'>,
  ) {
    if (checking()) {
      const wrong = Object.keys(remoteReducers).filter((slice) => !isStoreKeyOf(key, slice));
      if (wrong.length > 0) throw new Error(misnamed(key, ...wrong));
    }
    for (const [slice, reducer] of Object.entries(remoteReducers)) inject(slice, reducer, key);
    injectSaga(key, saga);
  }

  return {
    store,
    injectReducer,
    injectSaga,
    injectRemote,
    hasReducer: (key: string) => key in reducers,
    /** Cancels every saga: a store the server rendered with is done with once the page is. */
    close(): void {
      for (const task of sagas.values()) task.cancel();
    },
  };
}

function describe(owner: string, reducer: Reducer): string {
  const who =
    owner === 'injectReducer' || owner === 'the store kit'
      ? owner
      : owner === HOST
        ? 'the shell'
        : `the ${owner} remote`;
  return reducer.name ? `${who} (reducer ${reducer.name})` : who;
}

function misnamed(owner: string, ...keys: string[]): string {
  const names = keys.map((key) => `'${key}'`).join(', ');
  return (
    `[store] ${names} must start with '${owner}' and a capital (e.g. '${owner}Items'): ` +
    `each store key is prefixed by the app that owns it`
  );
}

/** A reducer whose first state is the server's rather than its own initial one. */
function startingFrom(initial: unknown, reducer: Reducer): Reducer {
  return (state = initial, action) => reducer(state, action);
}

export type StoreKit = ReturnType<typeof createStoreKit>;
export type AppStore = StoreKit['store'];
export type AppDispatch = AppStore['dispatch'];
