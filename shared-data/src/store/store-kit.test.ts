/** @jest-environment node */
import { createSlice } from '@reduxjs/toolkit';
import { put, take } from 'redux-saga/effects';
import { createStoreKit } from './store-kit';

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
    kit.injectRemote('blog', { reducers: { counter: counter.reducer }, saga: remoteSaga });
    kit.injectRemote('blog', { reducers: { counter: counter.reducer }, saga: remoteSaga });
    expect(starts).toBe(1);
    expect(kit.store.getState().counter).toEqual({ value: 1 });
  });
});
