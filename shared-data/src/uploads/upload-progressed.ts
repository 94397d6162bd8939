import { createAction } from '@reduxjs/toolkit';

/** How far a multipart call has got (callOperation puts it; see uploads.slice). */
export const uploadProgressed = createAction<{ operation: string; fraction: number }>(
  'uploads/uploadProgressed',
);
