import { useSelector } from 'shared-data';
import { FormModal, type FormModalProps } from '../../../shared/components/form-modal';
import { useOnChange } from '../../../shared/hooks/use-on-change';
import { useUploadProgress } from '../../../shared/hooks/use-upload-progress';
import {
  BLOG_MUTATIONS,
  selectMutation,
  type BlogMutation,
  type BlogsState,
} from '../store/blogs.slice';
import { BLOG_TEXTS } from './blog-texts';

type State = { dashboardBlogs: BlogsState };

export type BlogFormModalProps = Omit<FormModalProps, 'busy' | 'progress' | 'submitLabel'> & {
  /** The change the form sends. */
  mutation: BlogMutation;
};

/**
 * The blog screens' form modal: Save, busy while its change is on its way with the upload's
 * bar, closed once it went through (a refusal keeps it open with what was typed).
 */
export function BlogFormModal({ mutation, ...modal }: BlogFormModalProps) {
  const { busy, done } = useSelector((state: State) => selectMutation(state, mutation));
  const progress = useUploadProgress(BLOG_MUTATIONS[mutation]);
  useOnChange(done, modal.onClose);
  return <FormModal {...modal} busy={busy} progress={progress} submitLabel={BLOG_TEXTS.save} />;
}
