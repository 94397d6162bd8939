import { useSelector } from 'shared-data';
import { selectUploadProgress, type UploadsState } from '../store/uploads.slice';

/**
 * How far the file an operation sends has got, from 0 to 1, for a form's progress bar; null
 * while none is on its way. callOperation reports it for every multipart call.
 */
export function useUploadProgress(operation: { name: string }): number | null {
  return useSelector((state: { dashboardUploads?: UploadsState }) =>
    selectUploadProgress(state, operation.name),
  );
}
