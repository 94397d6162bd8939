import { useState } from 'react';
import { LIMITS, useDispatch, type Paragraph } from 'shared-data';
import { Field, focusControl, ImageField } from 'shared-ui/forms';
import { TwoLanguageField } from '../../../shared/components/two-language-field';
import { useImageChoice } from '../../../shared/hooks/use-image-choice';
import { textToSend } from '../../../shared/two-languages';
import { creatingParagraph, updatingParagraph, type ContentType } from '../store/blogs.slice';
import { BLOG_TEXTS, CONTENT_TYPE_LABELS } from './blog-texts';
import { BlogFormModal } from './blog-form-modal';

export interface ContentModalProps {
  open: boolean;
  onClose: () => void;
  blogId: string;
  /** The paragraph to update; absent to add one. */
  paragraph?: Paragraph | null;
}

/**
 * 'Add Content' and 'Update Content' (docs/behaviour.md#dashboard): the content type, the content
 * (at most 1000 characters, counted as typed) and an optional image. The server takes a paragraph
 * with text or an image, so one of them is asked for before anything is sent.
 */
export function ContentModal({ open, onClose, blogId, paragraph }: ContentModalProps) {
  const dispatch = useDispatch();
  const editing = paragraph != null;
  const image = useImageChoice();
  const [contentError, setContentError] = useState<string>();

  const submit = (form: HTMLFormElement) => {
    const value = (name: string) =>
      (form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement).value;
    const contentType = value('content_type') as ContentType;
    const content = value('content').trim();
    const contentSw = textToSend(value('content_sw'), paragraph?.content_sw);
    const imageOk = image.check();
    if (!content && !image.file && !paragraph?.image) {
      setContentError(BLOG_TEXTS.contentMissing);
      focusControl(form, 'content');
      return;
    }
    if (!imageOk) {
      focusControl(form, 'image');
      return;
    }
    if (paragraph)
      dispatch(
        updatingParagraph.start({
          paragraph_id: paragraph.paragraph_id,
          content_type: contentType,
          content,
          content_sw: contentSw,
          image: image.file,
        }),
      );
    else
      dispatch(
        creatingParagraph.start({
          blog_id: blogId,
          content_type: contentType,
          content,
          content_sw: contentSw,
          image: image.file,
        }),
      );
  };

  return (
    <BlogFormModal
      mutation={editing ? 'updatingContent' : 'creatingContent'}
      open={open}
      title={editing ? BLOG_TEXTS.updateContent : BLOG_TEXTS.addContent}
      onClose={onClose}
      onSubmit={submit}
    >
      <Field
        as="select"
        label={BLOG_TEXTS.contentTypeLabel}
        name="content_type"
        defaultValue={paragraph?.content_type ?? 'paragraph'}
      >
        {Object.entries(CONTENT_TYPE_LABELS).map(([type, label]) => (
          <option key={type} value={type}>
            {label}
          </option>
        ))}
      </Field>
      <TwoLanguageField
        label={BLOG_TEXTS.contentLabel}
        name="content"
        multiline
        rows={6}
        maxLength={LIMITS.blogContent}
        english={{
          defaultValue: paragraph?.content ?? '',
          hint: BLOG_TEXTS.contentHint,
          error: contentError,
          onChange: () => setContentError(undefined),
        }}
        swahili={{ defaultValue: paragraph?.content_sw ?? '' }}
      />
      <ImageField
        label={BLOG_TEXTS.imageLabel}
        name="image"
        preview="wide"
        hint={editing ? BLOG_TEXTS.newImageHint : BLOG_TEXTS.optionalImageHint}
        {...image.field}
        onChange={(file) => {
          image.field.onChange(file);
          if (file) setContentError(undefined);
        }}
      />
    </BlogFormModal>
  );
}
