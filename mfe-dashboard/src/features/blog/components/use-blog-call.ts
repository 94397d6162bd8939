import { useSelector } from 'shared-data';
import { useOnChange, useUploadProgress } from 'shared-ui';
import {
  BLOG_MUTATIONS,
  selectMutation,
  type BlogMutation,
  type BlogsState,
} from '../store/blogs.slice';

type State = { dashboardBlogs: BlogsState };

/**
 * A blog modal's call: busy while it is on its way, with its upload's progress for the bar;
 * the modal closes once it went through (a refusal keeps it open with what was typed).
 */
export function useBlogCall(mutation: BlogMutation, onClose: () => void) {
  const { busy, done } = useSelector((state: State) => selectMutation(state, mutation));
  const progress = useUploadProgress(BLOG_MUTATIONS[mutation]);
  useOnChange(done, onClose);
  return { busy, progress };
}
