// 'shared-ui/forms': fields, dialogs and the panels of the pages where people enter or manage
// data (account screens, contact, the staff dashboard). A shared module of its own, so the home
// page does not load it; it takes the theme and base components from 'shared-ui' itself.
export {
  Field,
  type FieldProps,
  type InputFieldProps,
  type SelectFieldProps,
  type TextareaFieldProps,
} from './components/field/field';
export { Modal, type ModalProps } from './components/modal/modal';
export {
  ImageField,
  ImagesField,
  type ImageFieldProps,
  type ImagesFieldProps,
} from './components/image-field/image-field';
export { imageFileProblem, IMAGE_MESSAGES } from './components/image-field/image-check';
export { useImageChoice, type ImageChoiceOptions } from './components/image-field/use-image-choice';
export { ProgressBar, type ProgressBarProps } from './components/progress-bar/progress-bar';
export { FormModal, type FormModalProps } from './components/form-modal/form-modal';
export { ConfirmDialog, type ConfirmDialogProps } from './components/confirm-dialog/confirm-dialog';
export { useFormErrors, rule, type Rules } from './hooks/use-form-errors';
export { focusControl } from './components/field/focus-control';
export { useOnChange } from './hooks/use-on-change';
export { useDialog } from './hooks/use-dialog';
export { useUploadProgress } from './hooks/use-upload-progress';
export { useListLoad } from './hooks/use-list-load';
export { Portrait, initials, shownText, type PortraitProps } from './components/portrait/portrait';
export {
  PersonFields,
  FullNameField,
  personRules,
  type Person,
  type PersonFieldsProps,
  type FullNameFieldProps,
} from './components/person-fields/person-fields';
export {
  Panel,
  PanelSection,
  ListStatus,
  CardGrid,
  type PanelProps,
  type PanelSectionProps,
  type ListStatusProps,
} from './components/panel/panel';
