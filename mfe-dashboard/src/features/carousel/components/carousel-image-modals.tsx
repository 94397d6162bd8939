import { IMAGE_SIZES, LIMITS, useDispatch, useSelector, type CarouselItem } from 'shared-data';
import { Field, focusControl, ImageField, useFormErrors } from 'shared-ui/forms';
import { FormModal } from '../../../shared/components/form-modal';
import { TwoLanguageField } from '../../../shared/components/two-language-field';
import { useImageChoice } from '../../../shared/hooks/use-image-choice';
import { useOnChange } from '../../../shared/hooks/use-on-change';
import { useUploadProgress } from '../../../shared/hooks/use-upload-progress';
import { textToSend } from '../../../shared/two-languages';
import { creatingCarousel, selectCarousels, updatingCarousel } from '../store/carousels.slice';
import { ALT_TEXTS, CAROUSEL_IMAGE_HINT } from './carousel-image-size';

const INDEX_HINT = 'A whole number: the image takes that place in the carousel, lowest first.';

/**
 * The index is required and a number (docs/behaviour.md#validation); the server takes whole numbers
 * from 0.
 */
const indexRule = (value: string) =>
  !value
    ? 'Enter the index as a whole number'
    : /^\d+$/.test(value)
      ? undefined
      : 'The index must be a whole number of 0 or more';

const CHANGES = { creating: creatingCarousel, updating: updatingCarousel } as const;

/** The text alternatives typed, as a save sends them (see `textToSend`). */
function typedAlt(form: HTMLFormElement, item?: CarouselItem | null) {
  const typed = (name: string) => (form.elements.namedItem(name) as HTMLInputElement).value;
  return {
    alt: textToSend(typed('alt'), item?.alt),
    alt_sw: textToSend(typed('alt_sw'), item?.alt_sw),
  };
}

/** The slide's text alternative in English and in Kiswahili, side by side. */
function AltFields({ item }: { item?: CarouselItem | null }) {
  return (
    <TwoLanguageField
      // A new pair for each slide, so it shows that slide's texts.
      key={item?.id ?? 'new'}
      label={ALT_TEXTS.label}
      name="alt"
      maxLength={LIMITS.title}
      autoComplete="off"
      english={{ defaultValue: item?.alt ?? '', hint: ALT_TEXTS.hint }}
      swahili={{ defaultValue: item?.alt_sw ?? '' }}
    />
  );
}

/**
 * What both image modals share: their call's busy flag and upload progress, and a required
 * image that is forgotten when the modal closes (by Close, or once the call went through).
 */
function useImageModal(change: keyof typeof CHANGES, onClose: () => void) {
  const { busy, done } = useSelector(selectCarousels)[change];
  const progress = useUploadProgress(CHANGES[change]);
  // A slide smaller than the home page's slide box is refused by the server: said at once here.
  const image = useImageChoice({ required: true, minSize: IMAGE_SIZES.carousel });
  const close = () => {
    image.reset();
    onClose();
  };
  useOnChange(done, close);
  return { busy, progress, image, close };
}

export interface AddImageModalProps {
  open: boolean;
  onClose: () => void;
}

/** 'Add Image' (docs/behaviour.md#dashboard): a required image and a required numeric index. */
export function AddImageModal({ open, onClose }: AddImageModalProps) {
  const dispatch = useDispatch();
  const { busy, progress, image, close } = useImageModal('creating', onClose);
  const { errors, check, clear } = useFormErrors({ index: indexRule });

  return (
    <FormModal
      open={open}
      title="Add Image"
      onClose={close}
      busy={busy}
      progress={progress}
      submitLabel="Save Image"
      onSubmit={(form) => {
        const values = check(form);
        const imageOk = image.check();
        if (!imageOk) focusControl(form, 'image');
        if (!values || !imageOk || !image.file) return;
        dispatch(
          creatingCarousel.start({
            image: image.file,
            index: Number(values.index),
            ...typedAlt(form),
          }),
        );
      }}
    >
      <ImageField
        {...image.field}
        label="Image"
        name="image"
        preview="wide"
        hint={CAROUSEL_IMAGE_HINT}
        required
      />
      <Field
        label="Index"
        name="index"
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        required
        hint={INDEX_HINT}
        error={errors.index}
        onChange={() => clear('index')}
      />
      <AltFields />
    </FormModal>
  );
}

export interface UpdateImageModalProps {
  open: boolean;
  /** The image being replaced (kept while the modal fades out). */
  item: CarouselItem | null;
  onClose: () => void;
}

/** 'Update Image' (docs/behaviour.md#dashboard): a required new image; the index stays as it is. */
export function UpdateImageModal({ open, item, onClose }: UpdateImageModalProps) {
  const dispatch = useDispatch();
  const { busy, progress, image, close } = useImageModal('updating', onClose);

  return (
    <FormModal
      open={open}
      title="Update Image"
      onClose={close}
      busy={busy}
      progress={progress}
      submitLabel="Save Image"
      onSubmit={(form) => {
        if (!image.check() || !image.file || !item) {
          focusControl(form, 'image');
          return;
        }
        dispatch(
          updatingCarousel.start({ image: image.file, index: item.index, ...typedAlt(form, item) }),
        );
      }}
    >
      <ImageField
        {...image.field}
        label="New image"
        name="image"
        preview="wide"
        hint={CAROUSEL_IMAGE_HINT}
        required
      />
      <Field
        // A new field for each image, so it shows that image's index.
        key={item?.id}
        label="Index"
        name="index"
        type="number"
        defaultValue={item?.index}
        disabled
        hint="The image keeps its place in the carousel."
      />
      <AltFields item={item} />
    </FormModal>
  );
}

/**
 * 'Edit Text Alternative': a slide's text alternative in both languages, sent without an image
 * (which changes only them). Both go out as they stand: blank removes one.
 */
export function AltTextModal({ open, item, onClose }: UpdateImageModalProps) {
  const dispatch = useDispatch();
  const { busy, done } = useSelector(selectCarousels).updating;
  useOnChange(done, onClose);

  return (
    <FormModal
      open={open}
      title={ALT_TEXTS.editTitle}
      onClose={onClose}
      busy={busy}
      submitLabel={ALT_TEXTS.save}
      onSubmit={(form) => {
        if (!item) return;
        const typed = (name: string) =>
          (form.elements.namedItem(name) as HTMLInputElement).value.trim();
        dispatch(
          updatingCarousel.start({
            image: null,
            index: item.index,
            alt: typed('alt'),
            alt_sw: typed('alt_sw'),
          }),
        );
      }}
    >
      <AltFields item={item} />
    </FormModal>
  );
}
