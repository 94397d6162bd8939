import { Fragment } from 'react';
import styled from 'styled-components';
import { LIMITS, useDispatch, useSelector, type PromiseCard } from 'shared-data';
import { Button, Card } from 'shared-ui';
import { focusControl, ImageField, rule, useFormErrors } from 'shared-ui/forms';
import { FormModal } from '../../../shared/components/form-modal';
import { CardGrid, ListStatus, PanelSection } from '../../../shared/components/panel';
import { useDialog } from '../../../shared/hooks/use-dialog';
import { useImageChoice } from '../../../shared/hooks/use-image-choice';
import { SwahiliMissing, TwoLanguageField } from '../../../shared/components/two-language-field';
import { useListLoad } from '../../../shared/hooks/use-list-load';
import { useOnChange } from '../../../shared/hooks/use-on-change';
import { useUploadProgress } from '../../../shared/hooks/use-upload-progress';
import { hasText, LANGUAGE_TEXTS, textToSend } from '../../../shared/two-languages';
import {
  creatingPromise,
  retrievingPromises,
  selectOthers,
  updatingPromise,
} from '../store/others.slice';

/**
 * The home page's promise cards ('Our promise to you', docs/behaviour.md#home), each with its
 * Update.
 */
export function PromiseList() {
  const dispatch = useDispatch();
  const { promises, savingPromise } = useSelector(selectOthers);
  // The promise being updated (none: a new one); kept while the modal fades out.
  const dialog = useDialog<PromiseCard | null>();
  const editing = dialog.subject;
  const progress = useUploadProgress(editing ? updatingPromise : creatingPromise);
  // No required markers; the image is optional, and an image of at most 5 MB.
  const image = useImageChoice();
  const { errors, check, clear } = useFormErrors({
    title: rule.required('Enter a title'),
    content: () => undefined,
  });

  const load = useListLoad(retrievingPromises);

  const edit = (promise: PromiseCard | null) => {
    clear('title');
    image.reset();
    dialog.show(promise);
  };
  const close = () => {
    image.reset();
    dialog.hide();
  };
  useOnChange(savingPromise.done, close);

  return (
    <PanelSection
      title="Promises"
      actions={
        <Button aria-haspopup="dialog" onClick={() => edit(null)}>
          Add A Promise
        </Button>
      }
    >
      <ListStatus list={promises} what="promises" emptyMessage="No promises Found" onRetry={load}>
        {(items) => (
          <CardGrid>
            {items.map((promise) => (
              <li key={promise.id}>
                <Card
                  title={promise.title}
                  image={promise.image ?? undefined}
                  imageAlt={`Picture for the promise '${promise.title}'`}
                  action={
                    <Button
                      variant="secondary"
                      aria-haspopup="dialog"
                      onClick={() => edit(promise)}
                    >
                      Update
                    </Button>
                  }
                >
                  <Content>{promise.content}</Content>
                  <SwahiliMissing missing={promiseGaps(promise)} />
                </Card>
              </li>
            ))}
          </CardGrid>
        )}
      </ListStatus>
      <FormModal
        open={dialog.open}
        title={editing ? 'Update Promise' : 'Create Promise'}
        onClose={close}
        busy={savingPromise.busy}
        progress={progress}
        submitLabel="Save Promise"
        onSubmit={(form) => {
          const values = check(form);
          const imageOk = image.check();
          if (!imageOk) focusControl(form, 'image');
          if (!values || !imageOk) return;
          const typed = (name: string) =>
            (form.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement).value;
          const promise = {
            title: values.title,
            title_sw: textToSend(typed('title_sw'), editing?.title_sw),
            content: values.content,
            content_sw: textToSend(typed('content_sw'), editing?.content_sw),
            image: image.file,
          };
          dispatch(
            editing
              ? updatingPromise.start({ id: editing.id, ...promise })
              : creatingPromise.start(promise),
          );
        }}
      >
        {/* A new form for each promise, so each starts from its own text. */}
        <Fragment key={editing?.id ?? 'new'}>
          <TwoLanguageField
            label="Title"
            name="title"
            maxLength={LIMITS.title}
            english={{
              defaultValue: editing?.title,
              error: errors.title,
              onChange: () => clear('title'),
            }}
            swahili={{ defaultValue: editing?.title_sw ?? '' }}
          />
          <TwoLanguageField
            label="Content"
            name="content"
            multiline
            rows={5}
            maxLength={LIMITS.longText}
            english={{ defaultValue: editing?.content }}
            swahili={{ defaultValue: editing?.content_sw ?? '' }}
          />
          <ImageField
            {...image.field}
            label="Image"
            name="image"
            preview="wide"
            hint={
              editing?.image
                ? 'Optional: choose an image (at most 5 MB) to replace the current one.'
                : 'Optional: an image file of at most 5 MB.'
            }
          />
        </Fragment>
      </FormModal>
    </PanelSection>
  );
}

/** The promise's texts without a Kiswahili version: all it has (true), some of them, or none. */
function promiseGaps(promise: PromiseCard): boolean | string[] {
  const texts = [
    { name: LANGUAGE_TEXTS.title, english: promise.title, swahili: promise.title_sw },
    { name: LANGUAGE_TEXTS.text, english: promise.content, swahili: promise.content_sw },
  ].filter((text) => hasText(text.english));
  const missing = texts.filter((text) => !hasText(text.swahili)).map((text) => text.name);
  return missing.length > 0 && missing.length === texts.length ? true : missing;
}

const Content = styled.p`
  margin: 0;
  white-space: pre-wrap;
`;
