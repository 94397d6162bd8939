import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { isOperationAction } from '../operations/operation';
import type { Notice, NoticesState } from './notice';

const initialState: NoticesState = { error: null, success: null };

/**
 * Error and success notices (docs/behaviour.md#messages). Every operation's start clears both, so a
 * toast never reports the outcome of an earlier action; its failure sets `error` and a success that
 * carries a message sets `success`.
 */
export const noticesSlice = createSlice({
  name: 'notices',
  initialState,
  reducers: {
    errorNoticed(state, action: PayloadAction<Notice>) {
      state.error = action.payload;
    },
    successNoticed(state, action: PayloadAction<Notice>) {
      state.success = action.payload;
    },
    noticesCleared() {
      return initialState;
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(isOperationAction, (state, action) => {
      switch (action.meta.phase) {
        case 'start':
          return initialState;
        case 'fail':
          if (!action.meta.quiet) state.error = action.payload as Notice;
          return;
        case 'success':
          if (action.meta.notice) state.success = action.meta.notice;
          return;
      }
    });
  },
});

export const { errorNoticed, successNoticed, noticesCleared } = noticesSlice.actions;
export const noticesReducer = noticesSlice.reducer;

export const selectErrorNotice = (state: { notices: NoticesState }) => state.notices.error;
export const selectSuccessNotice = (state: { notices: NoticesState }) => state.notices.success;
