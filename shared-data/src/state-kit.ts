/**
 * The redux and redux-saga API the remotes use, re-exported from one place. Shared through
 * shared-data (a federation singleton), each library is bundled once and tree-shaken to what
 * is named here, instead of being shared whole. Lint keeps remotes importing them from here.
 */
export {
  combineReducers,
  createAction,
  createSlice,
  type Middleware,
  type PayloadAction,
  type Reducer,
  type UnknownAction,
} from '@reduxjs/toolkit';
export { useDispatch, useSelector, useStore } from 'react-redux';
export type { Saga, SagaIterator, Task } from 'redux-saga';
export {
  all,
  call,
  cancel,
  delay,
  fork,
  put,
  race,
  select,
  spawn,
  take,
  takeEvery,
  takeLatest,
  takeLeading,
} from 'redux-saga/effects';
