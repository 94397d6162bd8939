import { IMAGE_SIZES, useDispatch, useSelector, type CarouselItem } from 'shared-data';
import { Field, focusControl, ImageField, useFormErrors } from 'shared-ui/forms';
import { FormModal } from '../../../shared/components/form-modal';
import { useImageChoice } from '../../../shared/hooks/use-image-choice';
import { useOnChange } from '../../../shared/hooks/use-on-change';
import { useUploadProgress } from '../../../shared/hooks/use-upload-progress';
import { creatingCarousel, selectCarousels, updatingCarousel } from '../store/carousels.slice';
import { CAROUSEL_IMAGE_HINT } from './carousel-image-size';

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
        dispatch(creatingCarousel.start({ image: image.file, index: Number(values.index) }));
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
        dispatch(updatingCarousel.start({ image: image.file, index: item.index }));
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
    </FormModal>
  );
}
