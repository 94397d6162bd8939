import { useState } from 'react';
import { LIMITS, useDispatch, useSelector, type User } from 'shared-data';
import { focusControl, ImageField, ImagesField, useFormErrors } from 'shared-ui/forms';
import { FormModal } from '../../../shared/components/form-modal';
import { PersonFields, personRules } from '../../../shared/components/person-fields';
import { useImageChoice } from '../../../shared/hooks/use-image-choice';
import { useUploadProgress } from '../../../shared/hooks/use-upload-progress';
import { IMAGE_MESSAGES, imageFileProblem } from '../../../shared/image-check';
import { selectAccountUpdate, updatingUser } from '../store/account.slice';

/**
 * Why the chosen account images cannot be sent: too many (docs/behaviour.md#validation), or one is
 * no image.
 */
export function imagesProblem(files: File[]): string | undefined {
  if (files.length > LIMITS.accountImages) return IMAGE_MESSAGES.tooMany(LIMITS.accountImages);
  for (const file of files) {
    const problem = imageFileProblem(file);
    if (problem) return `${file.name}: ${problem}`;
  }
  return undefined;
}

export interface UpdateAccountModalProps {
  user: User;
  open: boolean;
  onClose: () => void;
}

/**
 * The Update Account modal (docs/behaviour.md#dashboard): fields filled from the account; a refusal
 * keeps it open with what was typed, a success closes it (the section watches the slice).
 */
export function UpdateAccountModal({ user, open, onClose }: UpdateAccountModalProps) {
  const dispatch = useDispatch();
  const { busy } = useSelector(selectAccountUpdate);
  const progress = useUploadProgress(updatingUser);
  const photo = useImageChoice();
  const [images, setImages] = useState<File[]>([]);
  const [imagesError, setImagesError] = useState<string>();
  const { errors, check, clear } = useFormErrors(personRules('Enter your full name'));

  const chooseImages = (files: File[]) => {
    setImages(files);
    setImagesError(imagesProblem(files));
  };

  return (
    <FormModal
      open={open}
      title="Update Account"
      onClose={onClose}
      busy={busy}
      submitLabel="Update"
      progress={progress}
      onSubmit={(form) => {
        const values = check(form);
        const photoFine = photo.check();
        const imagesFault = imagesProblem(images);
        setImagesError(imagesFault);
        if (!values) return;
        if (!photoFine) return focusControl(form, 'avatar');
        if (imagesFault) return focusControl(form, 'images');
        dispatch(updatingUser.start({ ...values, email: user.email, avatar: photo.file, images }));
      }}
    >
      <PersonFields
        person={user}
        nameAutoComplete="name"
        nameError={errors.fullname}
        onNameChange={() => clear('fullname')}
      />
      <ImageField label="Profile photo" name="avatar" {...photo.field} />
      <ImagesField
        label="Account images"
        name="images"
        max={LIMITS.accountImages}
        hint={`Up to ${LIMITS.accountImages} images; they replace the ones shown now`}
        files={images}
        onChange={chooseImages}
        error={imagesError}
      />
    </FormModal>
  );
}
