/** @jest-environment node */
import { createSlice, type Reducer } from '@reduxjs/toolkit';
import { put, take } from 'redux-saga/effects';
import { createStoreKit, isStoreKeyOf } from './store-kit';

const counter = createSlice({
  name: 'counter',
  initialState: { value: 0 },
  reducers: { bumped: (state) => ({ value: state.value + 1 }) },
});

describe('the store kit', () => {
  it('starts with the shared auth and notices slices', () => {
    const { store } = createStoreKit();
    expect(store.getState().auth).toMatchObject({ status: false, user: null, access_token: null });
    expect(store.getState().notices).toEqual({ error: null, success: null });
  });

  it('injects a reducer once, keeps state, and ignores a second injection', () => {
    const kit = createStoreKit();
    expect(kit.injectReducer('counter', counter.reducer)).toBe(true);
    kit.store.dispatch(counter.actions.bumped());
    expect(kit.injectReducer('counter', counter.reducer)).toBe(false);
    expect(kit.store.getState().counter).toEqual({ value: 1 });
    expect(kit.store.getState().auth.status).toBe(false);
  });

  it('starts a saga once per key', () => {
    const kit = createStoreKit();
    kit.injectReducer('counter', counter.reducer);
    function* bumpOnPing() {
      while (true) {
        yield take('PING');
        yield put(counter.actions.bumped());
      }
    }
    expect(kit.injectSaga('counter', bumpOnPing)).toBe(true);
    expect(kit.injectSaga('counter', bumpOnPing)).toBe(false);
    kit.store.dispatch({ type: 'PING' });
    expect(kit.store.getState().counter).toEqual({ value: 1 });
  });

  it('keeps other sagas running when one crashes', () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const kit = createStoreKit();
    kit.injectReducer('counter', counter.reducer);
    function* crashing() {
      yield take('CRASH');
      throw new Error('flow failed');
    }
    function* healthy() {
      while (true) {
        yield take('PING');
        yield put(counter.actions.bumped());
      }
    }
    kit.injectSaga('crashing', crashing);
    kit.injectSaga('healthy', healthy);
    kit.store.dispatch({ type: 'CRASH' });
    kit.store.dispatch({ type: 'PING' });
    expect(kit.store.getState().counter).toEqual({ value: 1 });
    expect(errors).toHaveBeenCalledWith(
      expect.stringContaining('crashing crashed'),
      expect.any(Error),
    );
    errors.mockRestore();
  });

  it("injects a remote's reducers and starts its saga, once", () => {
    const kit = createStoreKit();
    let starts = 0;
    function* remoteSaga() {
      starts += 1;
      yield put(counter.actions.bumped());
    }
    kit.injectRemote('blog', { reducers: { blogCounter: counter.reducer }, saga: remoteSaga });
    kit.injectRemote('blog', { reducers: { blogCounter: counter.reducer }, saga: remoteSaga });
    expect(starts).toBe(1);
    expect(kit.store.getState().blogCounter).toEqual({ value: 1 });
  });
});

describe("the store's keys", () => {
  const idle = function* idle() {
    // A remote whose root saga has nothing to do.
  };
  const other = createSlice({
    name: 'other',
    initialState: { other: true },
    reducers: {},
  });
  const remote = (reducers: Record<string, Reducer>) => ({ reducers, saga: idle });

  it('belong to the app whose name they start with, followed by a capital or digit', () => {
    expect(isStoreKeyOf('public', 'publicMyData')).toBe(true);
    expect(isStoreKeyOf('dashboard', 'dashboard2')).toBe(true);
    expect(isStoreKeyOf('blog', 'blogs')).toBe(false);
    expect(isStoreKeyOf('blog', 'blog')).toBe(false);
    expect(isStoreKeyOf('public', 'myData')).toBe(false);
    expect(isStoreKeyOf('auth', 'auth')).toBe(false);
  });

  it("refuses a remote's key that does not start with the remote's name, injecting nothing", () => {
    const kit = createStoreKit();
    expect(() =>
      kit.injectRemote('blog', remote({ blogCounter: counter.reducer, counter: counter.reducer })),
    ).toThrow("[store] 'counter' must start with 'blog' and a capital");
    expect(kit.hasReducer('blogCounter')).toBe(false);
    // Nor may a remote take another's keys, or the kit's own.
    expect(() => kit.injectRemote('dashboard', remote({ publicCounter: counter.reducer }))).toThrow(
      "'publicCounter' must start with 'dashboard'",
    );
    expect(() => kit.injectRemote('auth', remote({ auth: counter.reducer }))).toThrow(
      "'auth' must start with 'auth' and a capital",
    );
    expect(kit.store.getState().auth.status).toBe(false);
  });

  it("wants the host's own slices under the shell's prefix", () => {
    expect(() => createStoreKit({ counter: counter.reducer })).toThrow(
      "'counter' must start with 'shell'",
    );
    const kit = createStoreKit({ shellCounter: counter.reducer });
    kit.store.dispatch(counter.actions.bumped());
    expect(kit.store.getState().shellCounter).toEqual({ value: 1 });
  });

  it('throws when a different reducer comes for a key already held, naming both', () => {
    const kit = createStoreKit();
    kit.injectRemote('public', remote({ publicCounter: counter.reducer }));
    // A second copy of the remote (another version) with another reducer under the same key.
    expect(() => kit.injectRemote('public', remote({ publicCounter: other.reducer }))).toThrow(
      "[store] 'publicCounter' is already held by the public remote (reducer reducer); " +
        'the public remote (reducer reducer) cannot take it',
    );
    function counterBySomeoneElse(state = { value: 0 }) {
      return state;
    }
    expect(() => kit.injectReducer('publicCounter', counterBySomeoneElse)).toThrow(
      'injectReducer (reducer counterBySomeoneElse) cannot take it',
    );
    expect(() => kit.injectReducer('auth', counterBySomeoneElse)).toThrow(
      "[store] 'auth' is already held by the store kit",
    );
    // The first holder keeps its slice.
    kit.store.dispatch(counter.actions.bumped());
    expect(kit.store.getState().publicCounter).toEqual({ value: 1 });
  });

  it('takes the served state of a slice once, and a second load of its remote changes nothing', () => {
    const kit = createStoreKit({}, { blogCounter: { value: 7 } });
    kit.injectRemote('blog', remote({ blogCounter: counter.reducer }));
    expect(() => kit.injectRemote('blog', remote({ blogCounter: counter.reducer }))).not.toThrow();
    expect(kit.store.getState().blogCounter).toEqual({ value: 7 });
  });

  describe('in production', () => {
    const env = process.env.NODE_ENV;
    beforeEach(() => {
      process.env.NODE_ENV = 'production';
    });
    afterEach(() => {
      process.env.NODE_ENV = env;
    });

    it('keeps the first reducer of a key with a warning, and takes keys without a prefix', () => {
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      const kit = createStoreKit();
      kit.injectRemote('blog', remote({ counter: counter.reducer }));
      expect(kit.injectReducer('counter', other.reducer)).toBe(false);
      kit.store.dispatch(counter.actions.bumped());
      expect(kit.store.getState().counter).toEqual({ value: 1 });
      expect(warn).toHaveBeenCalledWith(
        expect.stringContaining("[store] 'counter' is already held by the blog remote"),
      );
      warn.mockRestore();
    });
  });
});
