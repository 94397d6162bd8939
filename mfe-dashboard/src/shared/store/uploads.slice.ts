import { createSlice, isOperationAction, uploadProgressed } from 'shared-data';

/** How far each multipart call on its way has got, by operation: a fraction from 0 to 1. */
export type UploadsState = Record<string, number>;

const initialState: UploadsState = {};

/**
 * Upload progress for the screens' progress bars, under the key 'dashboardUploads' of the
 * remote that shows them. The saga that sends a file reports it (callOperation does, for every multipart
 * call); the operation's start, success and failure clear it, so a bar never shows an
 * earlier upload.
 */
export const uploadsSlice = createSlice({
  name: 'uploads',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(uploadProgressed, (state, action) => {
        const { operation, fraction } = action.payload;
        state[operation] = Math.min(1, Math.max(0, fraction));
      })
      .addMatcher(isOperationAction, (state, action) => {
        if (action.meta.operation in state) delete state[action.meta.operation];
      });
  },
});

export const uploadsReducer = uploadsSlice.reducer;

/** The progress of an operation's upload, or null when none is on its way. */
export const selectUploadProgress = (
  state: { dashboardUploads?: UploadsState },
  operation: string,
) => state.dashboardUploads?.[operation] ?? null;
