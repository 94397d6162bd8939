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
    ...extraReducers,
  };
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

  /** Adds a slice under `key`; answers false when that key is already there. */
  function injectReducer(key: string, reducer: Reducer): boolean {
    if (key in reducers) {
      if (reducers[key] !== reducer)
        console.warn(`[store] '${key}' is already injected; kept the first`);
      return false;
    }
    reducers[key] = key in preloaded ? startingFrom(preloaded[key], reducer) : reducer;
    store.replaceReducer(combine());
    return true;
  }

  /** Starts `saga` once under `key`, kept alive so that a crash cannot stop other flows. */
  function injectSaga(key: string, saga: Saga): boolean {
    // Once per key, even after it finished: a root saga that only spawns its flows is done
    // at once, and running it again would start every flow a second time.
    if (sagas.has(key)) return false;
    sagas.set(key, sagaMiddleware.run(keepAlive(saga, key)));
    return true;
  }

  /** Adds a remote's reducers and starts its saga under `key`, before anything of it renders. */
  function injectRemote(
    key: string,
    { reducers: remoteReducers, saga }: Omit<RemoteModule, 'routes'>,
  ) {
    for (const [slice, reducer] of Object.entries(remoteReducers)) injectReducer(slice, reducer);
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

/** A reducer whose first state is the server's rather than its own initial one. */
function startingFrom(initial: unknown, reducer: Reducer): Reducer {
  return (state = initial, action) => reducer(state, action);
}

export type StoreKit = ReturnType<typeof createStoreKit>;
export type AppStore = StoreKit['store'];
export type AppDispatch = AppStore['dispatch'];
