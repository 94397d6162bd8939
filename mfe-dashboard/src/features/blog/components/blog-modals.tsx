import { LIMITS, useDispatch, type Blog } from 'shared-data';
import { Field, focusControl, ImageField, rule, useFormErrors } from 'shared-ui/forms';
import { useImageChoice } from '../../../shared/hooks/use-image-choice';
import { creatingBlog, updatingBlog } from '../store/blogs.slice';
import { BLOG_TEXTS } from './blog-texts';
import { BlogFormModal } from './blog-form-modal';

interface ModalProps {
  open: boolean;
  onClose: () => void;
}

/** 'Add a blog' (docs/behaviour.md#dashboard): a title and an image, both required. */
export function AddBlogModal({ open, onClose }: ModalProps) {
  const dispatch = useDispatch();
  const image = useImageChoice({ required: true });
  const { errors, check, clear } = useFormErrors({
    title: rule.required(BLOG_TEXTS.titleMissing),
  });

  const submit = (form: HTMLFormElement) => {
    const values = check(form);
    const imageOk = image.check();
    if (!values) return;
    if (!imageOk || !image.file) {
      focusControl(form, 'image');
      return;
    }
    dispatch(creatingBlog.start({ title: values.title, image: image.file }));
  };

  return (
    <BlogFormModal
      mutation="creating"
      open={open}
      title={BLOG_TEXTS.addBlogTitle}
      onClose={onClose}
      onSubmit={submit}
    >
      <Field
        label={BLOG_TEXTS.titleLabel}
        name="title"
        required
        maxLength={LIMITS.title}
        autoComplete="off"
        error={errors.title}
        onChange={() => clear('title')}
      />
      <ImageField
        label={BLOG_TEXTS.imageLabel}
        name="image"
        required
        preview="wide"
        hint={BLOG_TEXTS.imageHint}
        {...image.field}
      />
    </BlogFormModal>
  );
}

/** 'Update blog' (docs/behaviour.md#dashboard): the title, prefilled, and an optional new image. */
export function UpdateBlogModal({ open, onClose, blog }: ModalProps & { blog: Blog }) {
  const dispatch = useDispatch();
  const image = useImageChoice();

  const submit = (form: HTMLFormElement) => {
    if (!image.check()) {
      focusControl(form, 'image');
      return;
    }
    const title = (form.elements.namedItem('title') as HTMLInputElement).value.trim();
    dispatch(updatingBlog.start({ blog_id: blog.blog_id, title, image: image.file }));
  };

  return (
    <BlogFormModal
      mutation="updating"
      open={open}
      title={BLOG_TEXTS.updateBlogTitle}
      onClose={onClose}
      onSubmit={submit}
    >
      <Field
        label={BLOG_TEXTS.titleLabel}
        name="title"
        defaultValue={blog.title}
        maxLength={LIMITS.title}
        autoComplete="off"
        hint={BLOG_TEXTS.titleKept}
      />
      <ImageField
        label={BLOG_TEXTS.imageLabel}
        name="image"
        preview="wide"
        hint={BLOG_TEXTS.newImageHint}
        {...image.field}
      />
    </BlogFormModal>
  );
}
