import { LIMITS, useDispatch, type Blog } from 'shared-data';
import { focusControl, ImageField, rule, useFormErrors } from 'shared-ui/forms';
import { TwoLanguageField } from '../../../shared/components/two-language-field';
import { useImageChoice } from '../../../shared/hooks/use-image-choice';
import { textToSend } from '../../../shared/two-languages';
import { creatingBlog, updatingBlog } from '../store/blogs.slice';
import { BLOG_TEXTS } from './blog-texts';
import { BlogFormModal } from './blog-form-modal';

interface ModalProps {
  open: boolean;
  onClose: () => void;
}

const typedTitleSw = (form: HTMLFormElement) =>
  (form.elements.namedItem('title_sw') as HTMLInputElement).value;

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
    dispatch(
      creatingBlog.start({
        title: values.title,
        title_sw: textToSend(typedTitleSw(form)),
        image: image.file,
      }),
    );
  };

  return (
    <BlogFormModal
      mutation="creating"
      open={open}
      title={BLOG_TEXTS.addBlogTitle}
      onClose={onClose}
      onSubmit={submit}
    >
      <TwoLanguageField
        label={BLOG_TEXTS.titleLabel}
        name="title"
        maxLength={LIMITS.title}
        autoComplete="off"
        english={{ required: true, error: errors.title, onChange: () => clear('title') }}
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
    dispatch(
      updatingBlog.start({
        blog_id: blog.blog_id,
        title,
        title_sw: textToSend(typedTitleSw(form), blog.title_sw),
        image: image.file,
      }),
    );
  };

  return (
    <BlogFormModal
      mutation="updating"
      open={open}
      title={BLOG_TEXTS.updateBlogTitle}
      onClose={onClose}
      onSubmit={submit}
    >
      <TwoLanguageField
        label={BLOG_TEXTS.titleLabel}
        name="title"
        maxLength={LIMITS.title}
        autoComplete="off"
        english={{ defaultValue: blog.title, hint: BLOG_TEXTS.titleKept }}
        swahili={{ defaultValue: blog.title_sw ?? '' }}
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
